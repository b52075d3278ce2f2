/** The compute contract's schemas the service holds, named once (from the generated types). */
import type { components } from "../../../../generated/compute/types.js";

type Schemas = components["schemas"];
export type SecurityPolicy = Schemas["SecurityPolicy"];
export type SecurityPolicyRule = Schemas["SecurityPolicyRule"];
export type Operation = Schemas["Operation"];
export type ForwardingRule = Schemas["ForwardingRule"];
export type ForwardingRuleAggregatedList = Schemas["ForwardingRuleAggregatedList"];
export type Warning = Schemas["Warning"];
