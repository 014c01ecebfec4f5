import {
  GraphQLError, getNamedType, isInputObjectType, isListType, isNonNullType, typeFromAST,
  type ExecutionArgs, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '@pbs/domain';
import { operationOf } from './operation.js';

/**
 * One rule for every String and Int argument, literal or variable, before any resolver runs: no NUL
 * character (PostgreSQL refuses it in text), no malformed Unicode (the audit's JSON refuses it), and Int arguments within 0…MAX_INT_ARG (every Int argument
 * is an id, a year, a stage, a level or a page size; none is negative, and none may overflow arithmetic).
 */
export const MAX_INT_ARG = 1_000_000_000;

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and JSON and PostgreSQL refuse it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problem(typeName: string, value: unknown): string | null {
  if ((typeName === 'String' || typeName === 'ID') && typeof value === 'string') {
    if (value.includes('\u0000')) return 'contains a NUL character';
    if (LONE_SURROGATE.test(value)) return 'contains malformed Unicode (half of a surrogate pair)';
  }
  if (typeName === 'Int' && typeof value === 'number' && (value < 0 || value > MAX_INT_ARG)) return `is out of range (0 to ${MAX_INT_ARG})`;
  return null;
}

const refusal = (where: string, why: string) =>
  new GraphQLError(`The input is not valid: ${where} ${why}`, { extensions: { code: ErrorCode.BAD_INPUT } });

/** The first problem in a variable's value, walking lists and input objects by their schema types. */
function checkValue(type: GraphQLInputType, value: unknown, path: string): GraphQLError | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return checkValue(type.ofType, value, path);
  if (isListType(type)) {
    if (!Array.isArray(value)) return checkValue(type.ofType, value, path);
    for (let i = 0; i < value.length; i++) {
      const e = checkValue(type.ofType, value[i], `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return null;
    for (const [name, field] of Object.entries(type.getFields())) {
      const e = checkValue(field.type, (value as Record<string, unknown>)[name], `${path}.${name}`);
      if (e) return e;
    }
    return null;
  }
  const why = problem(getNamedType(type).name, value);
  return why ? refusal(path, why) : null;
}

/** Literals written in the document. */
const literalRule: ValidationRule = (context) => ({
  StringValue(node) {
    const type = context.getInputType();
    const why = type && problem(getNamedType(type).name, node.value);
    if (why) context.reportError(refusal('an argument', why));
  },
  IntValue(node) {
    const type = context.getInputType();
    const why = type && problem(getNamedType(type).name, Number(node.value));
    if (why) context.reportError(refusal('an argument', why));
  },
});

function checkVariables(schema: GraphQLSchema, operation: OperationDefinitionNode | undefined, variables: Record<string, unknown>) {
  for (const def of operation?.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    const e = type && checkValue(type, variables[def.variable.name.value], `$${def.variable.name.value}`);
    if (e) return e;
  }
  return null;
}

export function inputLimits(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(literalRule),
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { document, operationName, schema, variableValues } = args as ExecutionArgs;
      const operation = operationOf(document, operationName);
      const e = checkVariables(schema, operation, variableValues ?? {});
      if (e) setResultAndStopExecution({ errors: [e] });
    },
  };
}
