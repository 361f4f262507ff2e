// What a route declares about itself (TanStack Router `staticData`): the screen key, which names
// its title and texts in the translation files (`screens.<key>.title`), and whether the shell
// shows the sidebar on it (spec: hidden on the public routes and /conversationflow).
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: string;
    sidebar?: boolean;
  }
}

export {};
