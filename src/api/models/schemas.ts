import type { components } from '../schema.gen';

// The contract's types that more than one file reads, named once (features may not import each other).
type Schemas = components['schemas'];

export type Agent = Schemas['Agent'];
export type AgentFunction = Schemas['AgentFunction'];
export type AgentPromptItemInput = Schemas['AgentPromptItemInput'];
export type AgentRate = Schemas['AgentRate'];
export type App = Schemas['App'];
export type Call = Schemas['Call'];
export type Company = Schemas['Company'];
export type CompanyInput = Schemas['CompanyInput'];
export type Did = Schemas['Did'];
export type Feature = Schemas['Feature'];
export type FunctionType = Schemas['FunctionType'];
export type Lead = Schemas['Lead'];
export type Plan = Schemas['Plan'];
export type Role = Schemas['Role'];
export type SpacePlanInfo = Schemas['SpacePlanInfo'];
export type Template = Schemas['Template'];
export type User = Schemas['User'];
export type UserInput = Schemas['UserInput'];
export type Voice = Schemas['Voice'];
