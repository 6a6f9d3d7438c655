//! The `!llvm.*` types (`LLVMTypes.td`) and their syntax
//! (`LLVMTypeSyntax.cpp`): inside an LLVM type, nested LLVM types drop
//! the `!llvm.` prefix (`!llvm.array<4 x ptr>`).
//!
//! Identified structs are mutable upstream: one named type whose body is
//! set later, so it can refer to itself. Here a struct's body is part of
//! its value and a reference to an enclosing struct of the same name is a
//! type of its own (a self reference, printed `struct<"name">`), so every
//! type stays immutable and uniqued, recursion ends at the reference in
//! the printer, the uniquer and bytecode, and the body a name was first
//! given is remembered per parsed buffer to report conflicting bodies as
//! upstream does.

use std::cell::RefCell;

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{DialectType, Param, TypeDef};
use rmlir_ir::{Context, Type, TypeKind};

/// Flags of a struct type's first parameter.
const PACKED: i64 = 1;
const OPAQUE: i64 = 2;
const IDENTIFIED: i64 = 4;
const SELF_REF: i64 = 8;

macro_rules! llvm_type_def {
    ($def:ident, $mn:literal, $parse:expr, $print:expr) => {
        #[doc = concat!("`!llvm.", $mn, "`.")]
        pub static $def: TypeDef = TypeDef {
            dialect: "llvm",
            mnemonic: $mn,
            parse: $parse,
            print: $print,
        };
    };
}

macro_rules! simple_types {
    ($(($def:ident, $mn:literal, $get:ident, $is:ident)),* $(,)?) => {
        $(
            llvm_type_def!($def, $mn, |p| Ok($get(p.ctx())), |_, _, _| {});
            #[doc = concat!("`!llvm.", $mn, "`.")]
            pub fn $get(ctx: &Context) -> Type {
                ctx.dialect_type(&$def, Vec::new())
            }
            #[doc = concat!("Whether `t` is `!llvm.", $mn, "`.")]
            pub fn $is(ctx: &Context, t: Type) -> bool {
                def_of(ctx, t).is_some_and(|d| std::ptr::eq(d, &$def))
            }
        )*
    };
}

simple_types!(
    (VOID_TYPE, "void", void_type, is_void),
    (TOKEN_TYPE, "token", token_type, is_token),
    (LABEL_TYPE, "label", label_type, is_label),
    (METADATA_TYPE, "metadata", metadata_type, is_metadata),
    (X86_AMX_TYPE, "x86_amx", x86_amx_type, is_x86_amx),
    (PPC_FP128_TYPE, "ppc_fp128", ppc_fp128_type, is_ppc_fp128),
);

llvm_type_def!(PTR_TYPE, "ptr", parse_ptr, print_ptr);

/// `LLVMPointerType` as the class of a type constraint: formats print it
/// stripped (`<3>`) and parse either form.
pub const PTR_TYPE_CLASS: rmlir_ir::op_def::TypeClass =
    rmlir_ir::op_def::TypeClass::Dialect(rmlir_ir::dialect_attr::DefRef(&PTR_TYPE));
llvm_type_def!(ARRAY_TYPE, "array", parse_array, print_array);
llvm_type_def!(FUNC_TYPE, "func", parse_func, print_func);
llvm_type_def!(STRUCT_TYPE, "struct", parse_struct, print_struct);
llvm_type_def!(TARGET_TYPE, "target", parse_target, print_target);

/// Every LLVM type definition, for the dialect.
pub static TYPES: &[&TypeDef] = &[
    &VOID_TYPE,
    &TOKEN_TYPE,
    &LABEL_TYPE,
    &METADATA_TYPE,
    &X86_AMX_TYPE,
    &PPC_FP128_TYPE,
    &PTR_TYPE,
    &ARRAY_TYPE,
    &FUNC_TYPE,
    &STRUCT_TYPE,
    &TARGET_TYPE,
];

fn def_of(ctx: &Context, t: Type) -> Option<&'static TypeDef> {
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) if d.def.0.dialect == "llvm" => Some(d.def.0),
        _ => None,
    }
}

fn dialect_type<'c>(ctx: &'c Context, t: Type, def: &'static TypeDef) -> Option<&'c DialectType> {
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) if std::ptr::eq(d.def.0, def) => Some(d),
        _ => None,
    }
}

/// Whether `t` is a type of the llvm dialect.
pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    def_of(ctx, t).is_some()
}

fn int_param(d: &DialectType, i: usize) -> i64 {
    match d.params.get(i) {
        Some(Param::Int(v)) => *v,
        _ => 0,
    }
}

fn type_params(d: &DialectType, from: usize) -> Vec<Type> {
    d.params
        .iter()
        .skip(from)
        .filter_map(|p| match p {
            Param::Type(t) => Some(*t),
            _ => None,
        })
        .collect()
}

// ---- pointers ----

/// `!llvm.ptr<addr_space>` (`!llvm.ptr` for 0).
pub fn ptr_type(ctx: &Context, addr_space: i64) -> Type {
    ctx.dialect_type(&PTR_TYPE, vec![Param::Int(addr_space)])
}

/// The address space of a pointer type.
pub fn ptr_address_space(ctx: &Context, t: Type) -> Option<i64> {
    dialect_type(ctx, t, &PTR_TYPE).map(|d| int_param(d, 0))
}

fn parse_ptr(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let mut space = 0;
    if p.parse_optional_punct(Punct::Less) {
        space = parse_u32(p, "addressSpace", "LLVMPointerType", "unsigned")?;
        p.parse_punct(Punct::Greater)?;
    }
    Ok(ptr_type(p.ctx(), space))
}

/// An unsigned parameter of an ODS type (`cpp` is its C++ type), read as
/// `parseInteger` does (a negative value of few digits wraps), with the
/// generated parser's messages.
fn parse_u32(p: &mut dyn AsmParser<'_>, param: &str, owner: &str, cpp: &str) -> ParseResult<i64> {
    let loc = p.current_loc();
    let bits = if cpp == "uint64_t" { 64 } else { 32 };
    let (v, msg) = match p.parse_optional_integer()? {
        Some(v) => (crate::debuginfo::wrap_unsigned(v, bits), "integer value too large"),
        None => (None, "expected integer value"),
    };
    if let Some(v) = v {
        return Ok(v);
    }
    let mut e = p.emit_error(loc, msg);
    let at = p.current_loc();
    let msg = format!("failed to parse {owner} parameter '{param}' which is to be a `{cpp}`");
    e.also.push((at, p.emit_error(at, &msg).message));
    Err(e)
}

fn print_ptr(_: &Context, d: &DialectType, p: &mut dyn AsmPrinter) {
    let space = int_param(d, 0);
    if space != 0 {
        p.write_str(&format!("<{space}>"));
    }
}

// ---- arrays ----

/// `!llvm.array<n x elem>`.
pub fn array_type(ctx: &Context, n: i64, elem: Type) -> Type {
    ctx.dialect_type(&ARRAY_TYPE, vec![Param::Int(n), Param::Type(elem)])
}

/// The length and element type of an array type.
pub fn array_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    let d = dialect_type(ctx, t, &ARRAY_TYPE)?;
    Some((int_param(d, 0), type_params(d, 1)[0]))
}

/// Types that may be elements of arrays and structs.
fn is_valid_element_type(ctx: &Context, t: Type) -> bool {
    !(is_void(ctx, t) || is_label(ctx, t) || is_metadata(ctx, t) || is_token(ctx, t))
        && func_parts(ctx, t).is_none()
}

fn parse_array(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let n = parse_u32(p, "numElements", "LLVMArrayType", "uint64_t")?;
    p.parse_keyword("x")?;
    let elem = parse_nested(p)?;
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    if !is_valid_element_type(ctx, elem) {
        return Err(p.emit_error(
            loc,
            &format!("invalid array element type: {}", quoted(ctx, elem)),
        ));
    }
    Ok(array_type(ctx, n, elem))
}

fn print_array(ctx: &Context, d: &DialectType, p: &mut dyn AsmPrinter) {
    p.write_str(&format!("<{} x ", int_param(d, 0) as u64));
    print_nested(ctx, type_params(d, 1)[0], p);
    p.write_str(">");
}

// ---- functions ----

/// `!llvm.func<result (params, ...)>`.
pub fn func_type(ctx: &Context, result: Type, params: &[Type], var_arg: bool) -> Type {
    let mut v = vec![Param::Int(var_arg as i64), Param::Type(result)];
    v.extend(params.iter().map(|&t| Param::Type(t)));
    ctx.dialect_type(&FUNC_TYPE, v)
}

/// The parts of an LLVM function type.
#[derive(Clone, Debug)]
pub struct FuncParts {
    /// The result type (`!llvm.void` when there is none).
    pub result: Type,
    /// The parameter types.
    pub params: Vec<Type>,
    /// Whether it takes variadic arguments.
    pub var_arg: bool,
}

/// The parts of `t` if it is an LLVM function type.
pub fn func_parts(ctx: &Context, t: Type) -> Option<FuncParts> {
    let d = dialect_type(ctx, t, &FUNC_TYPE)?;
    let types = type_params(d, 1);
    Some(FuncParts {
        result: types[0],
        params: types[1..].to_vec(),
        var_arg: int_param(d, 0) != 0,
    })
}

fn parse_func(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let result = parse_nested(p)?;
    p.parse_punct(Punct::LParen)?;
    let mut params = Vec::new();
    let mut var_arg = false;
    if !p.parse_optional_punct(Punct::RParen) {
        loop {
            if p.parse_optional_punct(Punct::Ellipsis) {
                var_arg = true;
                p.parse_punct(Punct::RParen)?;
                break;
            }
            params.push(parse_nested(p)?);
            if !p.parse_optional_punct(Punct::Comma) {
                p.parse_punct(Punct::RParen)?;
                break;
            }
        }
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    check_func_type(ctx, result, &params).map_err(|m| p.emit_error(loc, &m))?;
    Ok(func_type(ctx, result, &params, var_arg))
}

/// `LLVMFunctionType::verify`.
pub fn check_func_type(ctx: &Context, result: Type, params: &[Type]) -> Result<(), String> {
    if func_parts(ctx, result).is_some() || is_metadata(ctx, result) || is_label(ctx, result) {
        return Err(format!(
            "invalid function result type: {}",
            quoted(ctx, result)
        ));
    }
    for &t in params {
        if is_void(ctx, t) || func_parts(ctx, t).is_some() {
            return Err(format!(
                "invalid function argument type: {}",
                quoted(ctx, t)
            ));
        }
    }
    Ok(())
}

fn print_func(ctx: &Context, d: &DialectType, p: &mut dyn AsmPrinter) {
    let types = type_params(d, 1);
    p.write_str("<");
    print_nested(ctx, types[0], p);
    p.write_str(" (");
    for (i, &t) in types[1..].iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(ctx, t, p);
    }
    if int_param(d, 0) != 0 {
        if types.len() > 1 {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")>");
}

// ---- structs ----

/// A literal struct `!llvm.struct<(elems)>` (`packed` when asked).
pub fn literal_struct_type(ctx: &Context, elems: &[Type], packed: bool) -> Type {
    let mut v = vec![Param::Int(if packed { PACKED } else { 0 })];
    v.extend(elems.iter().map(|&t| Param::Type(t)));
    ctx.dialect_type(&STRUCT_TYPE, v)
}

fn identified(ctx: &Context, flags: i64, name: &[u8], elems: &[Type]) -> Type {
    let mut v = vec![Param::Int(flags | IDENTIFIED), Param::Bytes(name.into())];
    v.extend(elems.iter().map(|&t| Param::Type(t)));
    ctx.dialect_type(&STRUCT_TYPE, v)
}

/// The parts of a struct type.
#[derive(Clone, Debug)]
pub struct StructParts<'c> {
    /// The name of an identified struct.
    pub name: Option<&'c [u8]>,
    /// Whether it is packed.
    pub packed: bool,
    /// Whether it is an opaque identified struct.
    pub opaque: bool,
    /// Whether it refers to an enclosing struct of its name (no body).
    pub self_ref: bool,
    /// Its element types.
    pub body: Vec<Type>,
}

/// The parts of `t` if it is a struct type.
pub fn struct_parts(ctx: &Context, t: Type) -> Option<StructParts<'_>> {
    let d = dialect_type(ctx, t, &STRUCT_TYPE)?;
    let flags = int_param(d, 0);
    let name = match d.params.get(1) {
        Some(Param::Bytes(b)) if flags & IDENTIFIED != 0 => Some(&b[..]),
        _ => None,
    };
    Some(StructParts {
        name,
        packed: flags & PACKED != 0,
        opaque: flags & OPAQUE != 0,
        self_ref: flags & SELF_REF != 0,
        body: type_params(d, 1),
    })
}

/// The bodies identified structs were given in the buffer being parsed:
/// upstream's structs live in a context made per buffer, and a name keeps
/// its first body there.
#[derive(Default)]
struct StructScope {
    /// The buffer (start address and length) the table belongs to.
    buffer: (usize, usize),
    /// Name to (flags, body) as first defined.
    bodies: Vec<(Vec<u8>, i64, Vec<Type>)>,
    /// Names of the identified structs whose bodies are being parsed.
    enclosing: Vec<Vec<u8>>,
}

thread_local! {
    static SCOPE: RefCell<StructScope> = RefCell::new(StructScope::default());
}

fn with_scope<R>(p: &dyn AsmParser<'_>, f: impl FnOnce(&mut StructScope) -> R) -> R {
    let src = p.source(0, 0);
    let key = (src.as_ptr() as usize, p.source(0, 0).len());
    SCOPE.with(|s| {
        let mut s = s.borrow_mut();
        if s.buffer != key && s.enclosing.is_empty() {
            *s = StructScope {
                buffer: key,
                ..Default::default()
            };
        }
        f(&mut s)
    })
}

/// Records the body of `name`; false if it already had another one.
fn set_body(p: &dyn AsmParser<'_>, name: &[u8], flags: i64, body: &[Type]) -> bool {
    with_scope(p, |s| match s.bodies.iter().find(|b| b.0 == name) {
        Some(b) => b.1 == flags && b.2 == body,
        None => {
            s.bodies.push((name.to_vec(), flags, body.to_vec()));
            true
        }
    })
}

fn parse_struct(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let name = p.parse_optional_string();
    if let Some(name) = &name {
        let greater = p.current_loc();
        if p.parse_optional_punct(Punct::Greater) {
            let enclosing = with_scope(p, |s| s.enclosing.contains(name));
            if !enclosing {
                return Err(p.emit_error(
                    greater,
                    "struct without a body only allowed in a recursive struct",
                ));
            }
            return Ok(identified(p.ctx(), SELF_REF, name, &[]));
        }
        p.parse_punct(Punct::Comma)?;
    }
    let kw_loc = p.current_loc();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = name else {
            return Err(p.emit_error(kw_loc, "only identified structs can be opaque"));
        };
        p.parse_punct(Punct::Greater)?;
        if !set_body(p, &name, OPAQUE, &[]) {
            return Err(p.emit_error(kw_loc, "redeclaring defined struct as opaque"));
        }
        return Ok(identified(p.ctx(), OPAQUE, &name, &[]));
    }
    if let Some(name) = &name {
        if with_scope(p, |s| s.enclosing.contains(name)) {
            return Err(p.emit_error(kw_loc, "identifier already used for an enclosing struct"));
        }
    }
    let flags = if p.parse_optional_keyword("packed") {
        PACKED
    } else {
        0
    };
    p.parse_punct(Punct::LParen)?;
    let mut body = Vec::new();
    let body_loc = p.current_loc();
    if !p.parse_optional_punct(Punct::RParen) {
        if let Some(name) = &name {
            with_scope(p, |s| s.enclosing.push(name.clone()));
        }
        let r = (|| {
            loop {
                body.push(parse_nested(p)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)
        })();
        if name.is_some() {
            with_scope(p, |s| s.enclosing.pop());
        }
        r?;
    }
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    let err_loc = if body.is_empty() { kw_loc } else { body_loc };
    let Some(name) = name else {
        if let Some(&t) = body.iter().find(|&&t| !is_valid_element_type(ctx, t)) {
            return Err(p.emit_error(
                loc,
                &format!("invalid LLVM structure element type: {}", quoted(ctx, t)),
            ));
        }
        return Ok(literal_struct_type(ctx, &body, flags == PACKED));
    };
    if let Some(&t) = body.iter().find(|&&t| !is_valid_element_type(ctx, t)) {
        return Err(p.emit_error(
            err_loc,
            &format!("invalid LLVM structure element type: {}", quoted(ctx, t)),
        ));
    }
    if !set_body(p, &name, flags, &body) {
        return Err(p.emit_error(
            err_loc,
            "identified type already used with a different body",
        ));
    }
    Ok(identified(ctx, flags, &name, &body))
}

fn print_struct(ctx: &Context, d: &DialectType, p: &mut dyn AsmPrinter) {
    let flags = int_param(d, 0);
    p.write_str("<");
    if flags & IDENTIFIED != 0 {
        if let Some(Param::Bytes(name)) = d.params.get(1) {
            p.print_string(name);
        }
        if flags & SELF_REF != 0 {
            p.write_str(">");
            return;
        }
        p.write_str(", ");
        if flags & OPAQUE != 0 {
            p.write_str("opaque>");
            return;
        }
    }
    if flags & PACKED != 0 {
        p.write_str("packed ");
    }
    p.write_str("(");
    for (i, t) in type_params(d, 1).into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(ctx, t, p);
    }
    p.write_str(")>");
}

// ---- target extension types ----

fn parse_target(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    p.parse_punct(Punct::Less)?;
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_string() else {
        let mut e = p.emit_error(loc, "expected string");
        let msg = "failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`";
        e.also.push((loc, p.emit_error(loc, msg).message));
        return Err(e);
    };
    let mut params = vec![Param::Bytes(name.into())];
    let mut seen_int = false;
    while p.parse_optional_punct(Punct::Comma) {
        let at = p.current_loc();
        if let Some(v) = p.parse_optional_integer()? {
            // `unsigned` parameters, read as `parseInteger<unsigned>`.
            let Some(v) = crate::debuginfo::wrap_unsigned(v, 32) else {
                return Err(p.emit_error(at, "integer value too large"));
            };
            seen_int = true;
            params.push(Param::Int(v));
            continue;
        }
        if seen_int {
            return Err(p.emit_error(
                at,
                "failed to parse parameter list for target extension type",
            ));
        }
        params.push(Param::Type(p.parse_type()?));
    }
    p.parse_punct(Punct::Greater)?;
    Ok(p.ctx().dialect_type(&TARGET_TYPE, params))
}

fn print_target(_: &Context, d: &DialectType, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    for (i, param) in d.params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match param {
            Param::Bytes(b) => p.print_string(b),
            Param::Type(t) => p.print_type(*t),
            Param::Int(v) => p.write_str(&v.to_string()),
            _ => {}
        }
    }
    p.write_str(">");
}

// ---- dispatch ----

fn quoted(ctx: &Context, t: Type) -> String {
    rmlir_ir::op_verify::quoted_type(ctx, t)
}

/// Prints a type nested in an LLVM type: LLVM types without `!llvm.`.
pub fn print_nested(ctx: &Context, t: Type, p: &mut dyn AsmPrinter) {
    match ctx.type_kind(t) {
        // `dispatchPrint`: the keyword form for LLVM-compatible types only
        // (a struct of a `complex` prints in full).
        TypeKind::Dialect(d) if d.def.0.dialect == "llvm" && prints_as_keyword(ctx, t) => {
            p.write_str(d.def.0.mnemonic);
            (d.def.0.print)(ctx, d, p);
        }
        _ => p.print_type(t),
    }
}

/// Whether a nested LLVM type is compatible (`isCompatibleType`), so that
/// it prints by its keyword: walked without recursion, identified structs
/// met again taken as compatible (as upstream's walk does), and a type too
/// large to walk (more than 4096 nested types; hostile input) taken as
/// compatible too, so deep nests print in linear time.
fn prints_as_keyword(ctx: &Context, t: Type) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        if seen.len() > 4096 {
            return true;
        }
        match ctx.type_kind(t) {
            TypeKind::Dialect(d) if d.def.0.dialect == "llvm" => {
                if let Some(a) = array_parts(ctx, t) {
                    stack.push(a.1);
                } else if let Some(f) = func_parts(ctx, t) {
                    stack.push(f.result);
                    stack.extend(f.params.iter().copied());
                } else if let Some(st) = struct_parts(ctx, t) {
                    stack.extend(st.body.iter().copied());
                }
            }
            TypeKind::Dialect(_) => return false,
            _ => {
                if !is_compatible_type(ctx, t) {
                    return false;
                }
            }
        }
    }
    true
}

/// `dispatchParse`: any type in full, or an LLVM type by its keyword.
pub fn parse_nested(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    if let Some(t) = p.parse_optional_type()? {
        return Ok(t);
    }
    parse_keyword_type(p)
}

fn parse_keyword_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    let key = p.parse_keyword_any()?;
    match TYPES.iter().find(|d| d.mnemonic.as_bytes() == key) {
        Some(def) => (def.parse)(p),
        None => Err(p.emit_error(
            loc,
            &format!("unknown LLVM type: {}", String::from_utf8_lossy(&key)),
        )),
    }
}

/// The dialect's type parser: only keyword forms at the top level.
pub fn parse_dialect_type(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    if p.parse_optional_type()?.is_some() {
        return Err(p.emit_error(loc, "unexpected type, expected keyword"));
    }
    parse_keyword_type(p)
}

/// `isCompatibleType`: types LLVM IR has a counterpart for.
pub fn is_compatible_type(ctx: &Context, t: Type) -> bool {
    use rmlir_ir::float::FloatKind;
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) if d.def.0.dialect == "llvm" => {
            if let Some(a) = array_parts(ctx, t) {
                return is_compatible_type(ctx, a.1);
            }
            if let Some(f) = func_parts(ctx, t) {
                return is_compatible_type(ctx, f.result)
                    && f.params.iter().all(|&p| is_compatible_type(ctx, p));
            }
            if let Some(s) = struct_parts(ctx, t) {
                return s.body.iter().all(|&e| is_compatible_type(ctx, e));
            }
            true
        }
        TypeKind::Integer { signedness, .. } => {
            *signedness == rmlir_ir::types::Signedness::Signless
        }
        TypeKind::Float(k) => matches!(
            k,
            FloatKind::F16
                | FloatKind::BF16
                | FloatKind::F32
                | FloatKind::F64
                | FloatKind::F80
                | FloatKind::F128
        ),
        TypeKind::Vector { elem, shape, .. } => {
            shape.len() == 1
                && is_compatible_type(ctx, *elem)
                && (matches!(
                    ctx.type_kind(*elem),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) || ptr_address_space(ctx, *elem).is_some())
        }
        // `!ptr.ptr<#llvm.address_space<n>>` is an LLVM pointer upstream;
        // the ptr dialect is not implemented, its types stay opaque.
        TypeKind::Opaque { dialect, .. } => ctx.ident_bytes(*dialect) == b"ptr",
        _ => false,
    }
}
