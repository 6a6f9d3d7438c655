#!/usr/bin/env python3
"""Generates the table of the llvm dialect's intrinsic ops.

    scripts/gen-llvm-intrinsics.py > crates/dialect/llvm/src/intrinsics.rs

Most of LLVMIntrinsicOps.td is `llvm.intr.*` ops whose facts (operands,
properties in order, assembly format, traits) come from mlir-tblgen's
resolved records; they are written as `rmlir_ods::ops!` entries over the
crate's type constraints (matched by their summaries). Ops without a
declarative format print generically and already pass as unknown ops of
the dialect; ops whose operands or properties need attributes the crate
does not model yet are left out too (listed at the end of the file).
"""
import re
import sys

sys.path.insert(0, __file__.rsplit('/', 1)[0])
import tblgen_records as tr  # noqa: E402

INC = '/usr/lib/llvm-22/include/mlir/Dialect/LLVMIR/'
R = tr.load(INC + 'LLVMIntrinsicOps.td')
F = lambda rec, k: rec['fields'].get(k)  # noqa: E731
S = lambda rec, k: tr.string(rec['fields'].get(k))  # noqa: E731

# Ops the crate defines by hand (with their verifiers) in `ops.rs`.
HAND = {'intr.vector.insert', 'intr.vector.extract', 'intr.assume'}

# Type constraint summaries -> the crate's constraints (`ops.rs`, or
# `rmlir_ir::constraints` for the builtin ones).
TYPES = {
    'LLVM dialect-compatible type': 'LLVM_TYPE',
    'floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type': 'FLOAT_OR_VEC',
    'signless integer or LLVM dialect-compatible vector of signless integer': 'INT_OR_VEC',
    'LLVM pointer type': 'LLVM_PTR',
    'LLVM dialect-compatible vector type': 'LLVM_VECTOR',
    'LLVM token type': 'BUILDABLE_TOKEN',
    'LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type': 'PTR_OR_VEC',
    'signless integer': 'ANY_SIGNLESS_INTEGER',
    '1-bit signless integer': 'I1',
    '32-bit signless integer': 'I32',
    'any type': 'ANY_TYPE',
    'LLVM dialect-compatible vector of floating-point': 'VEC_OF_FLOAT',
    'LLVM dialect-compatible vector of 1-bit signless integer': 'VEC_OF_I1',
    'LLVM dialect-compatible vector of LLVM pointer type': 'VEC_OF_PTR',
    'LLVM dialect-compatible vector of signless integer': 'VEC_OF_INT',
    'LLVM pointer in address space 0': 'BUILDABLE_PTR_0',
    'floating point LLVM type': 'LLVM_FLOAT',
    'integer or LLVM dialect-compatible vector of integer': 'ANY_INT_OR_VEC',
    '8-bit signless integer': 'I8',
    'floating-point': 'ANY_FLOAT',
}
ATTRS = {'I32Attr': 'I32_ATTR', 'I64Attr': 'I64_ATTR', 'UnitAttr': 'optional(UNIT_ATTR)',
         'I1Attr': 'BOOL_ATTR', 'F64Attr': 'F64_ATTR', 'APIntAttr': 'ANY_INTEGER_ATTR',
         'DictArrayAttr': 'DICT_ARRAY_ATTR',
         # The metadata arrays are checked element-wise by the memory ops'
         # interfaces, not by their constraint.
         'LLVM_AccessGroupArrayAttr': 'ARRAY_ATTR', 'LLVM_AliasScopeArrayAttr': 'ARRAY_ATTR',
         'LLVM_TBAATagArrayAttr': 'ARRAY_ATTR',
         'LLVM_DILocalVariableAttr': 'DI_LOCAL_VARIABLE_ATTR', 'LLVM_DILabelAttr': 'DI_LABEL_ATTR'}
TRAITS = {
    'Pure': 'PURE',
    'SameOperandsAndResultType': 'SAME_OPERANDS_AND_RESULT_TYPE',
    'SameTypeOperands': 'SAME_TYPE_OPERANDS',
    'SameOperandsElementType': 'SAME_OPERANDS_ELEMENT_TYPE',
    'SameOperandsAndResultElementType': 'SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE',
}


def rust_str(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def type_constraint(cls):
    rec = R[cls]
    if 'Arg' in rec['classes']:
        rec = R[F(rec, 'constraint')]
    wrap = None
    for w in ('Variadic', 'Optional'):
        if w in rec['classes']:
            wrap = w.lower()
            rec = R[F(rec, 'baseType')]
    name = TYPES[S(rec, 'summary')]
    return f'{wrap}({name})' if wrap else name


def attr_prop(cls):
    rec = R[cls]
    if cls in ATTRS:
        return ATTRS[cls]
    if 'OptionalAttr' in rec['classes'] and F(rec, 'baseAttr') in ATTRS:
        return f"optional({ATTRS[F(rec, 'baseAttr')]})"
    if 'DefaultValuedAttr' in rec['classes'] and F(rec, 'baseAttr') == 'LLVM_FastmathFlagsAttr':
        return 'default(FASTMATH_ATTR, fastmath_none)'
    if 'DefaultValuedAttr' in rec['classes'] and F(rec, 'baseAttr') == 'LLVM_DIExpressionAttr':
        return 'default(DI_EXPRESSION_ATTR, empty_di_expression)'
    raise KeyError(cls)


ops = [r for r in R.values() if 'opName' in r['fields'] and F(r, 'opDialect') == 'LLVM_Dialect'
       and S(r, 'opName').startswith('intr.') and S(r, 'opName') not in HAND]
ops.sort(key=lambda r: S(r, 'opName'))
entries, skipped, seen_rust = [], [], set()
for op in ops:
    name = S(op, 'opName')
    fmt = ' '.join((S(op, 'assemblyFormat') or '').split())
    if 'custom<' in fmt:
        skipped.append(name)
        continue
    try:
        operands, props = [], []
        for i, (cls, n) in enumerate(tr.dag(F(op, 'arguments'))):
            n = n if n and n != 'None' else f'arg{i}'  # unnamed in ODS
            rec = R[cls]
            if 'Arg' in rec['classes']:
                rec = R[F(rec, 'constraint')]
            if 'TypeConstraint' in rec['classes']:
                operands.append(f'{n}: {type_constraint(cls)}')
            else:
                props.append(f'{n}: {attr_prop(cls)}')
        results = [f'{n}: {type_constraint(cls)}' for cls, n in tr.dag(F(op, 'results'))]
    except KeyError as e:
        print(f'// skipped {name}: {e}', file=sys.stderr)
        skipped.append(name)
        continue
    traits = [TRAITS[t] for t in tr.name_list(F(op, 'traits')) if t in TRAITS]
    rules = []
    for t in tr.name_list(F(op, 'traits')):
        if 'AllTypesMatch' in R[t]['classes']:
            vals = [v.strip().strip('"') for v in tr.name_list(F(R[t], 'values'))]
            rules.append(f'all_types_match({", ".join(vals)})')
    rust = re.sub(r'[^A-Za-z0-9]', '', op['name'].removeprefix('LLVM_'))
    rust = rust[0].upper() + rust[1:]
    while rust in seen_rust:
        rust += 'X'
    seen_rust.add(rust)
    lines = [f'    op {rust} = {rust_str(name)} {{']
    if traits:
        lines.append(f'        traits: [{", ".join(traits)}],')
    if operands:
        lines.append(f'        operands: [{", ".join(operands)}],')
    if props:
        lines.append(f'        properties: [{", ".join(props)}],')
    if results:
        lines.append(f'        results: [{", ".join(results)}],')
    if rules:
        lines.append(f'        type_rules: [{", ".join(rules)}],')
    if fmt:
        lines.append(f'        format: {rust_str(fmt)},')
    lines.append('    }')
    entries.append('\n'.join(lines))

print('// @generated by scripts/gen-llvm-intrinsics.py from LLVMIntrinsicOps.td')
print('// (mlir-tblgen 22 records); do not edit by hand.')
print()
print('use crate::ops::intrinsic_support::*;')
print('use rmlir_ir::constraints::*;')
print()
print('rmlir_ods::ops! {')
print('    dialect = "llvm";')
print()
print('\n\n'.join(entries))
print('}')
print()
print('// Left to the generic form (no declarative format upstream, or one')
print(f'// needing what the crate does not model yet): {", ".join(skipped)}.')
