//! Attributes and types defined by dialects (upstream's `AttrDef` and
//! `TypeDef`). Their storage is generic, a definition plus a parameter
//! list, so they are uniqued in the context like builtin ones while the
//! definition supplies the syntax (`#arith.fastmath<fast>`).

use std::hash::{Hash, Hasher};

use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::types::{Type, TypeKind};

/// A `&'static` definition compared and hashed by address: two dialect
/// attributes are equal only if they have the same definition.
pub struct DefRef<T: 'static>(pub &'static T);

impl<T> Clone for DefRef<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for DefRef<T> {}
impl<T> PartialEq for DefRef<T> {
    fn eq(&self, o: &Self) -> bool {
        std::ptr::eq(self.0, o.0)
    }
}
impl<T> Eq for DefRef<T> {}
impl<T> Hash for DefRef<T> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (self.0 as *const T as usize).hash(h)
    }
}
impl<T> std::fmt::Debug for DefRef<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DefRef({:p})", self.0)
    }
}

/// One parameter of a dialect attribute or type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Param {
    /// An integer (enum values, flags, sizes).
    Int(i64),
    /// Bytes (names, strings).
    Bytes(Box<[u8]>),
    /// An attribute.
    Attr(Attribute),
    /// A type.
    Type(Type),
    /// A list of attributes.
    Attrs(Box<[Attribute]>),
}

/// The storage of a dialect attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectAttr {
    /// Its definition.
    pub def: DefRef<AttrDef>,
    /// Its parameters, as the definition lays them out.
    pub params: Box<[Param]>,
}

impl DialectAttr {
    /// Integer parameter `i` (0 if it is not an integer).
    pub fn int(&self, i: usize) -> i64 {
        match self.params.get(i) {
            Some(Param::Int(v)) => *v,
            _ => 0,
        }
    }
    /// Attribute parameter `i`.
    pub fn attr(&self, i: usize) -> Option<Attribute> {
        match self.params.get(i) {
            Some(Param::Attr(a)) => Some(*a),
            _ => None,
        }
    }
    /// Type parameter `i`.
    pub fn ty(&self, i: usize) -> Option<Type> {
        match self.params.get(i) {
            Some(Param::Type(t)) => Some(*t),
            _ => None,
        }
    }
}

/// The storage of a dialect type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectType {
    /// Its definition.
    pub def: DefRef<TypeDef>,
    /// Its parameters.
    pub params: Box<[Param]>,
}

/// Parses the part after the mnemonic (`<fast>` of `#arith.fastmath<fast>`).
pub type AttrParseFn = fn(&mut dyn AsmParser<'_>, Option<Type>) -> ParseResult<Attribute>;
/// Prints the part after the mnemonic.
pub type AttrPrintFn = fn(&Context, &DialectAttr, &mut dyn AsmPrinter);

/// A dialect attribute kind (upstream's `AttrDef` with a mnemonic).
pub struct AttrDef {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The mnemonic after `#dialect.`.
    pub mnemonic: &'static str,
    /// Parses the parameters.
    pub parse: AttrParseFn,
    /// Prints the parameters.
    pub print: AttrPrintFn,
    /// The attribute's type, for typed attributes.
    pub attr_type: Option<fn(&DialectAttr) -> Option<Type>>,
    /// For an enum attribute (upstream's `EnumAttr`: `#arith.fastmath<...>`),
    /// the enum its one parameter, an [`Param::Int`], holds: typed property
    /// accessors then return the case.
    pub enum_param: Option<crate::op_def::EnumRef>,
}

impl std::fmt::Debug for AttrDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AttrDef({}.{})", self.dialect, self.mnemonic)
    }
}

/// A dialect type kind (upstream's `TypeDef` with a mnemonic).
pub struct TypeDef {
    /// The dialect namespace.
    pub dialect: &'static str,
    /// The mnemonic after `!dialect.`.
    pub mnemonic: &'static str,
    /// Parses the parameters.
    pub parse: fn(&mut dyn AsmParser<'_>) -> ParseResult<Type>,
    /// Prints the parameters.
    pub print: fn(&Context, &DialectType, &mut dyn AsmPrinter),
}

impl std::fmt::Debug for TypeDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TypeDef({}.{})", self.dialect, self.mnemonic)
    }
}

impl Context {
    /// Uniques a dialect attribute.
    pub fn dialect_attr(&self, def: &'static AttrDef, params: Vec<Param>) -> Attribute {
        self.intern_attr(AttrKind::Dialect(Box::new(DialectAttr {
            def: DefRef(def),
            params: params.into_boxed_slice(),
        })))
    }

    /// The dialect attribute data of `a` if it is of kind `def`.
    pub fn as_dialect_attr(&self, a: Attribute, def: &'static AttrDef) -> Option<&DialectAttr> {
        match self.attr_kind(a) {
            AttrKind::Dialect(d) if std::ptr::eq(d.def.0, def) => Some(d),
            _ => None,
        }
    }

    /// Uniques a dialect type.
    pub fn dialect_type(&self, def: &'static TypeDef, params: Vec<Param>) -> Type {
        self.intern_type(TypeKind::Dialect(Box::new(DialectType {
            def: DefRef(def),
            params: params.into_boxed_slice(),
        })))
    }
}

/// A bit enum (ODS `BitEnumAttr`): named bits and groups of bits, printed
/// as a separated list of case names (upstream's generated
/// `stringifyX`/`symbolizeX`).
#[derive(Debug)]
pub struct BitEnum {
    /// The C++ enum name upstream's parse error names (`::mlir::arith::FastMathFlags`).
    pub cpp_name: &'static str,
    /// Every case, in declaration order: the `none` case (value 0), bits
    /// and groups.
    pub cases: &'static [(&'static str, u64)],
    /// Separator between printed cases (`","` or `", "`).
    pub separator: &'static str,
    /// `printBitEnumPrimaryGroups`: print a group's name when all its bits
    /// are set.
    pub print_groups: bool,
}

impl BitEnum {
    fn is_group(&self, v: u64) -> bool {
        v != 0 && !v.is_power_of_two()
    }

    /// The printed form of `value` (`stringifyX`).
    pub fn stringify(&self, value: u64) -> String {
        if value == 0 {
            return self
                .cases
                .iter()
                .find(|c| c.1 == 0)
                .map(|c| c.0.to_string())
                .unwrap_or_default();
        }
        let mut parts: Vec<&str> = Vec::new();
        let mut rest = value;
        if self.print_groups {
            for &(name, v) in self.cases {
                if self.is_group(v) && value & v == v {
                    parts.push(name);
                    rest &= !v;
                }
            }
        }
        for &(name, v) in self.cases {
            if v != 0 && !self.is_group(v) && rest & v != 0 {
                parts.push(name);
            }
        }
        parts.join(self.separator)
    }

    /// The value of case `name` (`symbolizeX` of one keyword).
    pub fn symbolize(&self, name: &[u8]) -> Option<u64> {
        self.cases
            .iter()
            .find(|c| c.0.as_bytes() == name)
            .map(|c| c.1)
    }

    /// Parses `kw (, kw)*` as upstream's generated bit-enum field parser:
    /// keywords or strings, an unknown one reported at the first.
    pub fn parse_value(&self, p: &mut dyn AsmParser<'_>, attr_name: &str) -> ParseResult<u64> {
        let mut flags = 0u64;
        let loc = p.current_loc();
        let fail = |p: &mut dyn AsmParser<'_>, mut e: Box<crate::asm::AsmDiag>| {
            let at = p.current_loc();
            let msg = format!(
                "failed to parse {attr_name} parameter 'value' which is to be a `{}`",
                self.cpp_name
            );
            e.also.push((at, p.emit_error(at, &msg).message));
            e
        };
        loop {
            let Some(kw) = p.parse_optional_keyword_or_string() else {
                let at = p.current_loc();
                let e = p.emit_error(at, "expected valid keyword or string");
                return Err(fail(p, e));
            };
            match self.symbolize(&kw) {
                Some(v) => flags |= v,
                None => {
                    let names: Vec<&str> = self.cases.iter().map(|c| c.0).collect();
                    let e = p.emit_error(
                        loc,
                        &format!(
                            "expected {} to be one of: {}",
                            self.cpp_name,
                            names.join(", ")
                        ),
                    );
                    return Err(fail(p, e));
                }
            }
            if !p.parse_optional_punct(crate::asm::Punct::Comma) {
                break;
            }
        }
        Ok(flags)
    }
}

/// A dialect type without parameters (`!gpu.async.token`,
/// `!shape.shape`): its `TypeDef` static, a getter and a test.
/// `parameterless_type!(DIALECT, DEF, "mnemonic", getter, is_fn)`.
#[macro_export]
macro_rules! parameterless_type {
    ($dialect:literal, $(#[$d:meta])* $def:ident, $mnemonic:literal, $get:ident, $is:ident) => {
        $(#[$d])*
        pub static $def: $crate::dialect_attr::TypeDef = $crate::dialect_attr::TypeDef {
            dialect: $dialect,
            mnemonic: $mnemonic,
            parse: |p: &mut dyn $crate::asm::AsmParser<'_>| -> $crate::asm::ParseResult<$crate::Type> {
                Ok($get(p.ctx()))
            },
            print: |_, _, _| {},
        };

        #[doc = concat!("`!", $dialect, ".", $mnemonic, "`.")]
        pub fn $get(ctx: &$crate::Context) -> $crate::Type {
            ctx.dialect_type(&$def, Vec::new())
        }

        #[doc = concat!("Whether `t` is `!", $dialect, ".", $mnemonic, "`.")]
        pub fn $is(ctx: &$crate::Context, t: $crate::Type) -> bool {
            matches!(ctx.type_kind(t), $crate::TypeKind::Dialect(d) if std::ptr::eq(d.def.0, &$def))
        }
    };
}
