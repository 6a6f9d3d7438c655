#!/usr/bin/env python3
"""Generates the op and enum tables of the nvvm and rocdl dialects.

    scripts/gen-target-dialect-ops.py nvvm > crates/dialect/nvvm/src/generated.rs
    scripts/gen-target-dialect-ops.py rocdl > crates/dialect/rocdl/src/generated.rs

Most of NVVMOps.td and ROCDLOps.td are intrinsic-like ops whose facts
(operands, properties in order, assembly format, a few traits) are all
the dialect needs: they are read from mlir-tblgen's resolved records and
written as `rmlir_ods::ops!` entries. Type constraints become predicates
built from their summaries' vocabulary (the phrases ODS composes them
from); ops with hand-written C++ parsers are left to the crate.
"""
import re
import sys

sys.path.insert(0, __file__.rsplit('/', 1)[0])
import tblgen_records as tr  # noqa: E402

INC = '/usr/lib/llvm-22/include/mlir/Dialect/LLVMIR/'
CONFIG = {
    'nvvm': ('NVVMOps.td', 'NVVM_Dialect', 'NVVM'),
    'rocdl': ('ROCDLOps.td', 'ROCDL_Dialect', 'ROCDL'),
}
# The attributes each crate defines by hand, listed with the generated ones.
HAND_ATTR_DEFS = {
    'nvvm': ['crate::attrs::MMA_SHAPE_DEF', 'crate::attrs::LD_ST_MATRIX_SHAPE_DEF',
             'crate::attrs::TARGET_DEF'],
    'rocdl': ['crate::TARGET_DEF'],
}
# The ops whose `verify()` the crate writes (`crate::op_verify::<fn>`).
VERIFIERS = {
    'nvvm': {
        'convert.float.to.tf32': 'convert_float_to_tf32',
        'convert.f32x2.to.f6x2': 'convert_f32x2_to_f6x2',
        'convert.f32x2.to.f8x2': 'convert_f32x2_to_f8x2',
        'convert.f16x2.to.f8x2': 'convert_f16x2_to_f8x2',
        'convert.bf16x2.to.f8x2': 'convert_bf16x2_to_f8x2',
        'convert.f32x4.to.f8x4': 'convert_f32x4_to_f8x4',
        'convert.f32x4.to.f6x4': 'convert_f32x4_to_f6x4',
        'convert.f32x4.to.f4x4': 'convert_f32x4_to_f4x4',
        'st.bulk': 'bulk_store',
        'shfl.sync': 'shfl',
        'vote.sync': 'vote_sync',
        'cp.async.shared.global': 'cp_async',
        'ldmatrix': 'ldmatrix',
        'redux.sync': 'redux_sync',
        'fence.proxy': 'fence_proxy',
        'fence.proxy.acquire': 'fence_proxy_uni',
        'fence.proxy.release': 'fence_proxy_uni',
        'setmaxregister': 'set_max_register',
        'barrier': 'barrier',
        'tcgen05.cp': 'tcgen05_cp',
        'match.sync': 'match_sync',
        'clusterlaunchcontrol.query.cancel': 'cluster_launch_control_query',
        'stmatrix': 'stmatrix',
        'pmevent': 'pmevent',
        'wgmma.mma_async': 'wgmma_mma_async',
        'wmma.load': 'wmma_load',
        'wmma.store': 'wmma_store',
        'wmma.mma': 'wmma_mma',
        'mma.sync': 'mma_sync',
    },
    'rocdl': {},
}
# Ops with a hand-written parser and printer (`hasCustomAssemblyFormat`),
# as `crate::asm::<parse>` and `crate::asm::<print>`.
CUSTOM_ASM = {
    'nvvm': {'mma.sync': ('parse_mma_sync', 'print_mma_sync')},
    'rocdl': {
        'raw.buffer.load': ('parse_buffer_load', 'print_buffer_load'),
        'raw.buffer.store': ('parse_buffer_store', 'print_buffer_store'),
        'raw.buffer.atomic.fadd': ('parse_buffer_store', 'print_buffer_store'),
        'raw.buffer.atomic.fmax': ('parse_buffer_store', 'print_buffer_store'),
        'raw.buffer.atomic.smax': ('parse_buffer_store', 'print_buffer_store'),
        'raw.buffer.atomic.umin': ('parse_buffer_store', 'print_buffer_store'),
    },
}
# Where the shared building blocks live, as seen from each crate.
SUPPORT = {'nvvm': 'crate', 'rocdl': 'rmlir_nvvm'}

dialect = sys.argv[1]
td, dialect_rec, prefix = CONFIG[dialect]
R = tr.load(INC + td)
F = lambda rec, k: rec['fields'].get(k)  # noqa: E731
S = lambda rec, k: tr.string(rec['fields'].get(k))  # noqa: E731


def rust_str(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def ident(s):
    return re.sub(r'[^A-Za-z0-9]', '_', s).upper()


# ---- enums -------------------------------------------------------------
enums = {}  # attr record name -> rust constraint name


def enum_attr(name):
    if name in enums:
        return enums[name]
    rec = R[name]
    info = R[F(rec, 'enum')]
    cases = []
    for c in tr.name_list(F(info, 'enumerants')):
        cr = R[c]
        cases.append((S(cr, 'str'), int(F(cr, 'value')), S(cr, 'symbol')))
    fmt = S(rec, 'assemblyFormat') or ''
    angle = '`<`' in fmt
    bit = 'BitEnumAttr' in info['classes'] or 'BitEnumBase' in info['classes']
    base = ident(S(rec, 'mnemonic'))
    enums[name] = dict(
        rust=base, mnemonic=S(rec, 'mnemonic'), name=S(info, 'className'),
        cpp=S(info, 'cppType') or '', summary=S(rec, 'summary') or '',
        attr=name, angle=angle, cases=cases, bit=bit,
        width=int(F(info, 'bitwidth') or 32))
    return enums[name]


# ---- type constraints --------------------------------------------------
FLOATS = {'16-bit float': 'F16', '32-bit float': 'F32', '64-bit float': 'F64',
          'bfloat16 type': 'BF16', 'tf32 type': 'TF32'}


def atom_pred(a):
    """A Rust predicate expression over `c` and `t` for one summary phrase."""
    a = a.strip()
    m = re.fullmatch(r'(\d+)-bit signless integer', a)
    if m:
        return f'rmlir_ir::constraints::is_signless_int_of(c, t, {m.group(1)})'
    if a in FLOATS:
        return f'is_float_kind(c, t, FloatKind::{FLOATS[a]})'
    m = re.fullmatch(r'LLVM pointer in address space (\d+)', a)
    if m:
        return f'rmlir_llvm::ptr_address_space(c, t) == Some({m.group(1)})'
    if a == 'LLVM pointer type':
        return 'rmlir_llvm::ptr_address_space(c, t).is_some()'
    if a in ('LLVM structure type', 'LLVM struct type'):
        return 'rmlir_llvm::struct_parts(c, t).is_some()'
    if a == 'LLVM dialect-compatible type':
        return 'rmlir_llvm::is_compatible_type(c, t)'
    if a == 'floating point LLVM type':
        return 'is_llvm_float(c, t)'
    if a == 'integer':
        return 'rmlir_ir::constraints::is_integer(c, t)'
    m = re.fullmatch(r'LLVM dialect-compatible vector of (.+)', a)
    if m:
        inner = atom_pred(m.group(1)).replace('(c, t', '(c, e').replace('c, t)', 'c, e)')
        return f'vector_of(c, t, &[], |c, e| {inner})'
    m = re.fullmatch(r'LLVM dialect-compatible struct of (.+)', a)
    if m:
        elems = [atom_pred(x).replace('(c, t', '(c, e').replace('c, t)', 'c, e)')
                 for x in m.group(1).split('and')]
        fns = ', '.join(f'|c, e| {x}' for x in elems)
        return f'struct_of(c, t, &[{fns}])'
    if a in ('any type',):
        return 'true'
    if a == 'signless integer':
        return 'rmlir_ir::constraints::is_signless_integer(c, t)'
    if a == 'floating-point':
        return 'rmlir_ir::constraints::is_float(c, t)'
    m = re.fullmatch(r'(?:fixed-length )?vector of (.+) values of length ([\d/]+)', a)
    if m:
        lens = ', '.join(m.group(2).split('/'))
        inner = atom_pred(m.group(1)).replace('(c, t', '(c, e').replace('c, t)', 'c, e)')
        return f'vector_of(c, t, &[{lens}], |c, e| {inner})'
    m = re.fullmatch(r'(?:fixed-length )?vector of (.+) values', a)
    if m:
        inner = atom_pred(m.group(1)).replace('(c, t', '(c, e').replace('c, t)', 'c, e)')
        return f'vector_of(c, t, &[], |c, e| {inner})'
    raise KeyError(a)


def split_or(s):
    # `or` inside `vector of ... values` does not occur in these summaries.
    return s.split(' or ')


# Summaries of the common constraints of `rmlir_ir::constraints`.
STANDARD = {f'{w}-bit signless integer': f'I{w}' for w in (1, 8, 16, 32, 64)}
STANDARD.update({'32-bit float': 'F32', '64-bit float': 'F64'})
type_constraints = {}  # summary -> (rust name, pred, builder)


ELEM_BUILDERS = {
    '$_builder.getF16Type()': 'c.float_type(FloatKind::F16)',
    '$_builder.getF32Type()': 'c.float_type(FloatKind::F32)',
    '$_builder.getType<BFloat16Type>()': 'c.float_type(FloatKind::BF16)',
    '$_builder.getIntegerType(32)': 'c.int_type(32)',
    '$_builder.getIntegerType(16)': 'c.int_type(16)',
    '$_builder.getIntegerType(8)': 'c.int_type(8)',
}


def builder_of(rec):
    call = S(rec, 'builderCall') or ''
    m = re.fullmatch(r'\$_builder\.getIntegerType\((\d+)\)', call)
    if m:
        return f'|c| c.int_type({m.group(1)})'
    m = re.fullmatch(r'\$_builder\.get(F16|F32|F64|BF16)Type\(\)', call)
    if m:
        return f'|c| c.float_type(FloatKind::{m.group(1)})'
    if call in ELEM_BUILDERS:
        return '|c| ' + ELEM_BUILDERS[call]
    m = (re.fullmatch(r'::mlir::LLVM::LLVMPointerType::get\(\$_builder\.getContext\(\), (\d+)\)', call)
         or re.fullmatch(r'\$_builder\.getType<::mlir::LLVM::LLVMPointerType>\((\d+)\)', call))
    if m:
        return f'|c| rmlir_llvm::ptr_type(c, {m.group(1)})'
    m = re.fullmatch(r'::mlir::LLVM::LLVMStructType::getLiteral\(\$_builder\.getContext\(\), \{(.*)\}\)', call)
    if m:
        elems = [ELEM_BUILDERS.get(e.strip()) for e in m.group(1).split(', ')]
        if all(elems):
            return f'|c| rmlir_llvm::literal_struct_type(c, &[{", ".join(elems)}], false)'
    m = re.fullmatch(r'::mlir::VectorType::get\(\{(\d+)\} ?,(.*)\)', call)
    if m:
        elem = ELEM_BUILDERS.get(m.group(2).strip())
        if elem:
            return f'|c| vector_type(c, {m.group(1)}, {elem})'
    if call:
        raise KeyError('builder ' + call)
    return None


def type_constraint(cls):
    """(rust constraint name, arity) of a type constraint record."""
    rec = R[cls]
    if 'Arg' in rec['classes']:
        rec = R[F(rec, 'constraint')]
    arity = 'single'
    if 'Variadic' in rec['classes']:
        arity = 'variadic'
        rec = R[F(rec, 'baseType')]
    elif 'Optional' in rec['classes']:
        arity = 'optional'
        rec = R[F(rec, 'baseType')]
    summary = S(rec, 'summary')
    pred = ' || '.join(atom_pred(a) for a in split_or(summary))
    builder = builder_of(rec)
    std = STANDARD.get(summary)
    if std and builder:
        return std, arity
    key = (summary, builder)
    if key not in type_constraints:
        # The `ops!` macro knows a constraint has a builder by its name.
        name = ('BUILDABLE_' if builder else 'T_') + ident(summary)[:60]
        while any(v[0] == name for v in type_constraints.values()):
            name += '_'
        type_constraints[key] = (name, pred, builder)
    return type_constraints[key][0], arity


# ---- attribute constraints ----------------------------------------------
SIMPLE_ATTRS = {
    'UnitAttr': 'UNIT_ATTR', 'BoolAttr': 'BOOL_ATTR', 'I32Attr': 'I32_ATTR',
    'I64Attr': 'I64_ATTR', 'I16Attr': 'I16_ATTR', 'StrAttr': 'STR_ATTR',
    'TypeAttr': 'TYPE_ATTR', 'F32Attr': 'F32_ATTR', 'I8Attr': 'I8_ATTR',
    'SymbolNameAttr': 'SYMBOL_NAME_ATTR', 'FlatSymbolRefAttr': 'FLAT_SYMBOL_REF_ATTR',
    'DenseI32ArrayAttr': 'DENSE_I32_ARRAY_ATTR', 'DenseI64ArrayAttr': 'DENSE_I64_ARRAY_ATTR',
    'I32ArrayAttr': 'I32_ARRAY_ATTR', 'ArrayAttr': 'ARRAY_ATTR',
    'TypeAttrOf': 'TYPE_ATTR',
}
# Attributes of the dialect the crate defines by hand.
HAND_ATTRS = {
    'NVVM_MMAShapeAttr': 'crate::attrs::MMA_SHAPE_ATTR',
    'LdStMatrixShapeAttr': 'crate::attrs::LD_ST_MATRIX_SHAPE_ATTR',
    'LLVM_ConstantRangeAttr': '{SUPPORT[dialect]}::attrs::CONSTANT_RANGE_ATTR',
}
defaults = {}  # (constraint, default text) -> fn name


def base_attr(name):
    rec = R[name]
    if name in SIMPLE_ATTRS:
        return SIMPLE_ATTRS[name]
    if name in HAND_ATTRS:
        return HAND_ATTRS[name].replace('{SUPPORT[dialect]}', SUPPORT[dialect])
    if 'EnumAttr' in rec['classes']:
        return enum_attr(name)['rust'] + '_ATTR'
    if 'ConfinedAttr' in rec['classes'] or 'TypedSignlessIntegerAttrBase' in rec['classes']:
        b = F(rec, 'baseAttr')
        if b and b != '?' and b in R:
            return base_attr(b)
        summ = S(rec, 'summary') or ''
        m = re.match(r'(\d+)-bit signless integer attribute', summ)
        if m:
            return f'I{m.group(1)}_ATTR'
    if S(rec, 'summary') == 'any type attribute':
        return 'TYPE_ATTR'
    return 'ANY_ATTR'


def default_fn(constraint, text, rec):
    key = (constraint, text)
    if key in defaults:
        return defaults[key][0]
    fname = f'default_{len(defaults)}'
    if constraint.endswith('_ATTR') and constraint[:-5] in {e['rust'] for e in enums.values()}:
        e = next(e for e in enums.values() if e['rust'] + '_ATTR' == constraint)
        sym = text.split('::')[-1]
        value = next((v for (_s, v, y) in e['cases'] if y == sym), None)
        if value is None:
            raise KeyError((constraint, text))
        body = f'{e["rust"].lower()}_attr(c, {value})'
    elif constraint == 'BOOL_ATTR':
        body = f'c.bool_attr({text})'
    elif re.fullmatch(r'I(\d+)_ATTR', constraint):
        w = constraint[1:-5]
        body = f'c.integer_attr(c.int_type({w}), {int(text)})'
    else:
        raise KeyError((constraint, text))
    defaults[key] = (fname, body)
    return fname


def attr_prop(cls):
    rec = R[cls]
    classes = rec['classes']
    if 'OptionalAttr' in classes:
        return f'optional({base_attr(F(rec, "baseAttr"))})'
    if 'DefaultValuedAttr' in classes or 'DefaultValuedOptionalAttr' in classes:
        b = base_attr(F(rec, 'baseAttr'))
        f = default_fn(b, S(rec, 'defaultValue'), rec)
        w = 'default_optional' if 'DefaultValuedOptionalAttr' in classes else 'default'
        return f'{w}({b}, {f})'
    if cls == 'UnitAttr':
        return 'optional(UNIT_ATTR)'
    return base_attr(cls)


# ---- traits ------------------------------------------------------------
def flatten_traits(names, out):
    for n in names:
        rec = R.get(n)
        if rec is None:
            continue
        if 'TraitList' in rec['classes'] and F(rec, 'traits'):
            out.append(n)
            flatten_traits(tr.name_list(F(rec, 'traits')), out)
        else:
            out.append(n)
    return out


def traits_of(op):
    names = flatten_traits(tr.name_list(F(op, 'traits')), [])
    traits, sm, rules = [], None, []
    for n in names:
        rec = R[n]
        t = S(rec, 'trait') or ''
        if 'AllTypesMatch' in rec['classes']:
            vals = [v.strip().strip('"') for v in tr.name_list(F(rec, 'values'))]
            rules.append(f'all_types_match({", ".join(vals)})')
        if n == 'Pure':
            traits.append('PURE')
        elif n == 'NoMemoryEffect' and 'PURE' not in traits:
            traits.append('NO_MEMORY_EFFECT')
        elif t == 'AttrSizedOperandSegments':
            traits.append('ATTR_SIZED_OPERAND_SEGMENTS')
        elif t == 'AttrSizedResultSegments':
            traits.append('ATTR_SIZED_RESULT_SEGMENTS')
        elif t.startswith('NVVMRequiresSM'):
            m = re.fullmatch(r'NVVMRequiresSM(a?)<([\d,]+)>::Impl', t)
            sm = (m.group(1) == 'a', [int(x) for x in m.group(2).split(',')])
    if 'PURE' in traits and 'NO_MEMORY_EFFECT' in traits:
        traits.remove('NO_MEMORY_EFFECT')
    return traits, sm, rules


def unsupported_format(fmt):
    """Whether the format nests optional groups, which rmlir's format
    engine does not take."""
    depth, opened = 0, []
    fmt = re.sub(r'`[^`]*`', ' ', fmt)
    for i, ch in enumerate(fmt):
        if ch == '(':
            # A group starts at `(` not preceded by a directive name.
            k = i - 1
            while k >= 0 and fmt[k] == ' ':
                k -= 1
            is_group = k < 0 or not (fmt[k].isalnum() or fmt[k] in '_-')
            opened.append(is_group)
            if is_group:
                depth += 1
                if depth > 1:
                    return True
        elif ch == ')':
            if opened and opened.pop():
                depth -= 1
    return False


# ---- ops ---------------------------------------------------------------
ops = [r for r in R.values()
       if 'opName' in r['fields'] and F(r, 'opDialect') == dialect_rec]
ops.sort(key=lambda r: S(r, 'opName'))
entries, skipped, requires = [], [], []
seen_rust = set()
for op in ops:
    name = S(op, 'opName')
    custom = CUSTOM_ASM[dialect].get(name)
    if (F(op, 'hasCustomAssemblyFormat') == '1' or not S(op, 'assemblyFormat')) and not custom:
        skipped.append(name)
        continue
    if not custom and unsupported_format(S(op, 'assemblyFormat')):
        print(f'// skipped {name}: nested optional group', file=sys.stderr)
        skipped.append(name)
        continue
    try:
        operands, props = [], []
        for cls, n in tr.dag(F(op, 'arguments')):
            rec = R[cls]
            if 'Arg' in rec['classes']:
                rec = R[F(rec, 'constraint')]
            if 'TypeConstraint' in rec['classes']:
                c, arity = type_constraint(cls)
                operands.append(f'{n}: {c}' if arity == 'single' else f'{n}: {arity}({c})')
            else:
                props.append(f'{n}: {attr_prop(cls)}')
        results = []
        for cls, n in tr.dag(F(op, 'results')):
            c, arity = type_constraint(cls)
            results.append(f'{n}: {c}' if arity == 'single' else f'{n}: {arity}({c})')
        if tr.dag(F(op, 'regions')) or tr.dag(F(op, 'successors')):
            raise KeyError('regions')
    except KeyError as e:
        print(f'// skipped {name}: {e}', file=sys.stderr)
        skipped.append(name)
        continue
    traits, sm, rules = traits_of(op)
    rust = op['name'].split('_', 1)[1] if op['name'].startswith(prefix + '_') else op['name']
    rust = re.sub(r'[^A-Za-z0-9]', '', rust)
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
    if custom:
        lines.append(f'        asm: {{ parse: crate::asm::{custom[0]}, print: crate::asm::{custom[1]} }},')
    else:
        fmt = ' '.join(S(op, 'assemblyFormat').split())
        lines.append(f'        format: {rust_str(fmt)},')
    verifier = VERIFIERS[dialect].get(name)
    if verifier is None and F(op, 'hasVerifier') == '1' and name.startswith('read.ptx.sreg.'):
        # The special registers all check their `range` the same way.
        verifier = 'special_register'
    if verifier:
        lines.append(f'        verify: crate::op_verify::{verifier},')
    if sm:
        requires.append((name, sm))
    lines.append('    }')
    entries.append('\n'.join(lines))

# Every enum attribute of the dialect, also those only hand-written ops use.
for r in R.values():
    if 'EnumAttr' in r['classes'] and F(r, 'dialect') == dialect_rec and S(r, 'mnemonic'):
        enum_attr(r['name'])

out = []
w = out.append
w(f'// @generated by scripts/gen-target-dialect-ops.py {dialect} from {td}')
w('// (mlir-tblgen 22 records); do not edit by hand.')
w('')
w('use rmlir_ir::constraints::*;')
w('use rmlir_ir::float::FloatKind;')
w('use rmlir_ir::op_def::{TypeClass, TypeConstraint};')
w('use rmlir_ir::{Attribute, Context};')
w('')
w('@HELPERS@')
w('')
if enums:
    w(f'const DIALECT_NAME: &str = "{dialect}";')
w('')
for e in sorted(enums.values(), key=lambda e: e['rust']):
    cases = ', '.join(f'({rust_str(s)}, {v})' for s, v, _ in e['cases'])
    w(f'{SUPPORT[dialect]}::enum_attr!(')
    b = e['rust']
    w(f'    {b}, {b}_ATTR_DEF, {b.lower()}_attr, {b}_ATTR,')
    w(f'    mnemonic: {rust_str(e["mnemonic"])}, name: {rust_str(e["name"])},')
    w(f'    cpp: {rust_str(e["cpp"])}, attr: {rust_str(e["attr"])}, summary: {rust_str(e["summary"])},')
    assert not e['bit'], 'bit enums are not used by these dialects'
    w(f'    angle: {"true" if e["angle"] else "false"}, width: {e["width"]},')
    w(f'    cases: [{cases}]')
    w(');')
w('')
w('/// Every attribute of the dialect with a mnemonic.')
w('pub static ATTRS: &[&rmlir_ir::dialect_attr::AttrDef] = &[')
for e in sorted(enums.values(), key=lambda e: e['rust']):
    w(f'    &{e["rust"]}_ATTR_DEF,')
for h in HAND_ATTR_DEFS[dialect]:
    w(f'    &{h},')
w('];')
w('')
for (summary, builder), (name, pred, _b) in sorted(type_constraints.items(), key=lambda kv: kv[1][0]):
    w(f'const {name}: TypeConstraint = TypeConstraint {{')
    w(f'    summary: {rust_str(summary)},')
    w(f'    pred: |{"_c, _t" if pred == "true" else "c, t"}| {pred},')
    w(f'    builder: {"Some(" + builder + ")" if builder else "None"},')
    # `LLVMPointerType` constraints: formats print and parse them stripped.
    ptr_only = re.fullmatch(r'rmlir_llvm::ptr_address_space\(c, t\)(?: == Some\(\d+\)|\.is_some\(\))', pred)
    w('    class: rmlir_llvm::PTR_TYPE_CLASS,' if ptr_only else '    class: TypeClass::Any,')
    w('};')
w('')
for (_c, _t), (fname, body) in sorted(defaults.items(), key=lambda kv: kv[1][0]):
    w(f'fn {fname}(c: &Context) -> Attribute {{')
    w(f'    {body}')
    w('}')
w('')
w('/// The ops with an `NVVMRequiresSM` trait: whether the listed versions')
w('/// are architecture-accelerated ones (`sm_90a`), and the versions.')
w('pub static REQUIRES_SM: &[(&str, bool, &[u32])] = &[')
for name, (acc, vs) in requires:
    w(f'    ("{dialect}.{name}", {"true" if acc else "false"}, &[{", ".join(map(str, vs))}]),')
w('];')
w('')
w('rmlir_ods::ops! {')
w(f'    dialect = "{dialect}";')
w('')
w('\n\n'.join(entries))
w('}')
w('')
if skipped:
    w('// Not in the table, so parsed and printed as unknown ops (the dialect')
    w('// allows them, as upstream\'s `allowUnknownOperations`): their syntax is')
    w(f'// hand-written upstream or beyond rmlir\'s format engine: {", ".join(skipped)}.')
else:
    w(f'// Every op of {td} is in the table.')
text = '\n'.join(out)
helpers = [h for h in ('is_float_kind', 'is_llvm_float', 'struct_of', 'vector_of', 'vector_type') if h + '(' in text]
helpers += [h for h in ('I1_ATTR', 'I8_ATTR', 'I16_ATTR') if re.search(r'\b' + h + r'\b', text)]
uses = f'use {SUPPORT[dialect]}::constraints::{{{", ".join(helpers)}}};' if helpers else ''
if 'FloatKind::' not in text:
    text = text.replace('use rmlir_ir::float::FloatKind;\n', '')
print(text.replace('@HELPERS@', uses))
