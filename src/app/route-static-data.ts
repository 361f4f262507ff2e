// `sidebar: false` hides the shell's sidebar (spec: on the public routes and /conversationflow).
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: string;
    sidebar?: boolean;
  }
}

export {};
