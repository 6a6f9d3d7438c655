//! The dialect registry: which dialects and operations rmlir knows. What it
//! knows about each op is its [`OpDef`]; about each dialect, its
//! [`DialectDef`].

use rustc_hash::FxHashMap;

use crate::dialect_attr::{AttrDef, TypeDef};
use crate::op_def::OpDef;

/// The dialects upstream mlir-opt 22 registers, in the order its "Dialect
/// not found" note lists them. Until rmlir models a dialect, this tells
/// where upstream treats its ops as registered (which changes parsing,
/// printing and verification) and where it treats them as unknown.
pub const UPSTREAM_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// Whether upstream mlir-opt 22 registers the dialect `name`.
pub fn is_upstream_dialect(name: &[u8]) -> bool {
    UPSTREAM_DIALECTS
        .binary_search_by(|d| d.as_bytes().cmp(name))
        .is_ok()
}

/// The note rmlir adds to an error about an op of a dialect mlir-opt
/// registers and rmlir does not implement yet (see
/// [`DialectRegistry::upstream_only_dialect`]), so that it does not read
/// as a typo.
pub fn not_implemented_note(dialect: &[u8]) -> String {
    format!(
        "the '{}' dialect is registered in mlir-opt but not implemented in rmlir yet",
        crate::diagnostics::message_text(dialect)
    )
}

/// Traits of an operation (upstream's `OpTrait`s), as a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OpTraits(u64);

macro_rules! op_traits {
    ($($(#[$doc:meta])* $name:ident = $bit:expr;)*) => {
        impl OpTraits {
            $($(#[$doc])* pub const $name: OpTraits = OpTraits(1 << $bit);)*
            /// Every named trait, for diagnostics and the `ops!` macro.
            pub const ALL: &'static [(&'static str, OpTraits)] = &[$((stringify!($name), OpTraits::$name)),*];
        }
    };
}

op_traits! {
    /// `IsolatedFromAbove`: regions may not use values defined outside, and
    /// get a body of their own.
    ISOLATED_FROM_ABOVE = 0;
    /// `IsTerminator`: must end its block.
    TERMINATOR = 1;
    /// `NoTerminator`: single-block regions that need no terminator.
    NO_TERMINATOR = 2;
    /// `SymbolTable`: no two ops in its region define the same symbol.
    SYMBOL_TABLE = 3;
    /// `Symbol` (`SymbolOpInterface`): defines a symbol (`sym_name`).
    SYMBOL = 4;
    /// `SingleBlock`: each region has at most one block.
    SINGLE_BLOCK = 5;
    /// `RegionKindInterface` says graph: no dominance within blocks.
    GRAPH_REGIONS = 6;
    /// `ZeroRegions`.
    ZERO_REGIONS = 7;
    /// `OneRegion`.
    ONE_REGION = 8;
    /// `NoRegionArguments`: entry blocks take no arguments.
    NO_REGION_ARGUMENTS = 9;
    /// `ZeroOperands`.
    ZERO_OPERANDS = 10;
    /// `ZeroResults`.
    ZERO_RESULTS = 11;
    /// `ZeroSuccessors`.
    ZERO_SUCCESSORS = 12;
    /// `Commutative`.
    COMMUTATIVE = 13;
    /// `SameOperandsAndResultType`.
    SAME_OPERANDS_AND_RESULT_TYPE = 14;
    /// `SameTypeOperands`.
    SAME_TYPE_OPERANDS = 15;
    /// `SameOperandsShape`.
    SAME_OPERANDS_SHAPE = 16;
    /// `SameOperandsAndResultShape`.
    SAME_OPERANDS_AND_RESULT_SHAPE = 17;
    /// `SameOperandsElementType`.
    SAME_OPERANDS_ELEMENT_TYPE = 18;
    /// `SameOperandsAndResultElementType`.
    SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 19;
    /// `Elementwise`.
    ELEMENTWISE = 20;
    /// `Scalarizable`.
    SCALARIZABLE = 21;
    /// `Vectorizable`.
    VECTORIZABLE = 22;
    /// `Tensorizable`.
    TENSORIZABLE = 23;
    /// `ReturnLike`.
    RETURN_LIKE = 24;
    /// `ConstantLike`.
    CONSTANT_LIKE = 25;
    /// `AutomaticAllocationScope`.
    AUTOMATIC_ALLOCATION_SCOPE = 26;
    /// `AffineScope`.
    AFFINE_SCOPE = 27;
    /// `AttrSizedOperandSegments`.
    ATTR_SIZED_OPERAND_SEGMENTS = 28;
    /// `AttrSizedResultSegments`.
    ATTR_SIZED_RESULT_SEGMENTS = 29;
    /// `NoMemoryEffect` (part of `Pure`).
    NO_MEMORY_EFFECT = 30;
    /// `AlwaysSpeculatable` (part of `Pure`).
    ALWAYS_SPECULATABLE = 31;
    /// `RecursiveMemoryEffects`.
    RECURSIVE_MEMORY_EFFECTS = 32;
    /// `RecursivelySpeculatable`.
    RECURSIVELY_SPECULATABLE = 33;
    /// `Idempotent`.
    IDEMPOTENT = 34;
    /// `Involution`.
    INVOLUTION = 35;
    /// `SameVariadicOperandSize`.
    SAME_VARIADIC_OPERAND_SIZE = 36;
    /// `SameVariadicResultSize`.
    SAME_VARIADIC_RESULT_SIZE = 37;
    /// `SameOperandsAndResultRank`.
    SAME_OPERANDS_AND_RESULT_RANK = 38;
    /// `ResultsBroadcastableShape`.
    RESULTS_BROADCASTABLE_SHAPE = 39;
    /// `IsolatedFromAbove` parent may not be crossed by symbol lookups of
    /// its nested ops (`SymbolTable` helpers).
    OPAQUE_SYMBOL_SCOPE = 40;
    /// `HasOnlyGraphRegion`.
    HAS_ONLY_GRAPH_REGION = 41;
    /// `MemRefsNormalizable`.
    MEMREFS_NORMALIZABLE = 42;
    /// `DestinationStyleOpInterface`.
    DESTINATION_STYLE = 43;
}

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// `Pure`: `NoMemoryEffect` and `AlwaysSpeculatable`.
    pub const PURE: OpTraits = OpTraits(Self::NO_MEMORY_EFFECT.0 | Self::ALWAYS_SPECULATABLE.0);

    /// Both sets of traits (also `|`).
    pub const fn union(self, o: OpTraits) -> OpTraits {
        OpTraits(self.0 | o.0)
    }
    /// Whether every trait of `o` is in `self`.
    pub const fn contains(self, o: OpTraits) -> bool {
        self.0 & o.0 == o.0
    }
    /// Whether any trait of `o` is in `self`.
    pub const fn intersects(self, o: OpTraits) -> bool {
        self.0 & o.0 != 0
    }
    /// The trait named `name` (as in [`OpTraits::ALL`], or `PURE`).
    pub fn by_name(name: &str) -> Option<OpTraits> {
        if name == "PURE" {
            return Some(Self::PURE);
        }
        Self::ALL.iter().find(|t| t.0 == name).map(|t| t.1)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, o: OpTraits) -> OpTraits {
        self.union(o)
    }
}

/// A dialect rmlir knows: its ops, attributes and types.
#[derive(Debug)]
pub struct DialectDef {
    /// The namespace (`arith`).
    pub name: &'static str,
    /// Its operations.
    pub ops: &'static [&'static OpDef],
    /// Its attributes with a mnemonic.
    pub attrs: &'static [&'static AttrDef],
    /// Its types with a mnemonic.
    pub types: &'static [&'static TypeDef],
    /// Parses the whole body of `!dialect.<body>` itself, mnemonic
    /// included (upstream's `Dialect::parseType`), for dialects whose
    /// type syntax is not one mnemonic per type or whose messages for
    /// unknown mnemonics differ; `None` looks the mnemonic up in `types`.
    pub parse_type:
        Option<fn(&mut dyn crate::asm::AsmParser<'_>) -> crate::asm::ParseResult<crate::Type>>,
    /// Ops of this dialect that rmlir does not know are accepted
    /// (`allowsUnknownOperations`).
    pub allow_unknown_ops: bool,
    /// Attributes of this dialect whose mnemonic is not in `attrs` are
    /// kept as opaque text (`#dialect.name<...>`), as an unregistered
    /// dialect's are, instead of rejected: for a dialect implemented in
    /// part.
    pub opaque_unknown_attrs: bool,
    /// The alias name an attribute of this dialect prints under
    /// (`#mmra_tag = ...`; upstream's `OpAsmDialectInterface::getAlias`),
    /// if any.
    pub attr_alias:
        Option<fn(&crate::Context, &crate::dialect_attr::DialectAttr) -> Option<&'static str>>,
    /// How the dialect versions its IR in bytecode; `None`: it writes no
    /// version (as every upstream dialect rmlir implements today).
    pub versioning: Option<&'static DialectVersioning>,
    /// The dialect's own bytecode encodings of its attributes and types
    /// (upstream's `BytecodeDialectInterface`); `None`: they are written
    /// in their textual form, and an entry marked as encoded is an error.
    pub bytecode: Option<&'static crate::dialect_bytecode::DialectBytecode>,
    /// Makes constant ops for values folders produce
    /// (`materializeConstant`).
    pub materialize_constant: Option<MaterializeFn>,
    /// Adds the dialect's own canonicalization patterns (upstream's
    /// `Dialect::getCanonicalizationPatterns`).
    pub canonicalize: Option<crate::pattern::PatternsFn>,
    /// Attaches the interfaces the dialect implements, for its ops and
    /// itself (and, as upstream's dialect extensions, for other
    /// dialects' ops); run when the dialect is registered.
    pub interfaces: Option<fn(&mut crate::Context)>,
    /// Verifies a discardable attribute named after the dialect
    /// (`name` is `dialect.something`) on any op (upstream's
    /// `Dialect::verifyOperationAttribute`), before the op's own checks.
    pub verify_op_attr: Option<VerifyOpAttrFn>,
    /// Verifies an argument attribute named with this dialect's prefix on
    /// a function-like op (`Dialect::verifyRegionArgAttribute`).
    pub verify_region_arg_attribute: Option<VerifyRegionAttrFn>,
    /// The same for result attributes (`verifyRegionResultAttribute`).
    pub verify_region_result_attribute: Option<VerifyRegionAttrFn>,
    /// Runs for each op of this dialect after its own checks passed, with
    /// the whole IR at hand: for verifiers that look into nested isolated
    /// ops (`gpu.module` checks its ops against its targets).
    pub verify_op_in_ir: Option<VerifyOpInIrFn>,
}

/// A dialect's check of one of its ops that may look at the whole IR.
pub type VerifyOpInIrFn =
    fn(&crate::Context, &crate::Ir, crate::OpRef) -> crate::op_def::VerifyResult;

/// `Dialect::verifyOperationAttribute`: checks the attribute `name` =
/// `value` of the op.
pub type VerifyOpAttrFn = fn(
    &crate::Context,
    &crate::Ir,
    crate::OpRef,
    &[u8],
    crate::Attribute,
) -> crate::op_def::VerifyResult;

/// A dialect's check of an argument or result attribute: the op, the
/// region and argument (or result) index, and the attribute.
pub type VerifyRegionAttrFn =
    fn(&crate::OpView<'_>, u32, u32, crate::NamedAttr) -> crate::op_def::VerifyResult;

/// A dialect's IR versioning (LangRef "IR Versioning"; upstream's
/// `BytecodeDialectInterface::writeVersion`, `readVersion` and
/// `upgradeFromVersion`). The version is an opaque blob the dialect
/// defines.
#[derive(Debug)]
pub struct DialectVersioning {
    /// The version the dialect writes: its current one.
    pub current: fn() -> Vec<u8>,
    /// Called once a bytecode file is read, with the version the file
    /// carries for this dialect (only when it carries one): the dialect
    /// may rewrite the IR into its current form. An error fails the read.
    pub upgrade: fn(ctx: &crate::Context, ir: &mut crate::Ir, version: &[u8]) -> Result<(), String>,
}

/// Makes an op holding a constant `value` of type `ty` at the builder's
/// insertion point (upstream's `Dialect::materializeConstant`); `None`
/// when the dialect cannot.
pub type MaterializeFn = fn(
    &mut crate::builder::Builder<'_>,
    crate::Attribute,
    crate::Type,
    crate::Location,
) -> Option<crate::OpId>;

impl DialectDef {
    /// A dialect with no ops, attributes or types.
    pub const fn new(name: &'static str) -> DialectDef {
        DialectDef {
            name,
            ops: &[],
            attrs: &[],
            types: &[],
            parse_type: None,
            allow_unknown_ops: false,
            opaque_unknown_attrs: false,
            attr_alias: None,
            versioning: None,
            bytecode: None,
            materialize_constant: None,
            canonicalize: None,
            interfaces: None,
            verify_op_attr: None,
            verify_region_arg_attribute: None,
            verify_region_result_attribute: None,
            verify_op_in_ir: None,
        }
    }

    /// The attribute kind with mnemonic `m`.
    pub fn attr_def(&self, m: &[u8]) -> Option<&'static AttrDef> {
        self.attrs
            .iter()
            .find(|a| a.mnemonic.as_bytes() == m)
            .copied()
    }

    /// The type kind with mnemonic `m`.
    pub fn type_def(&self, m: &[u8]) -> Option<&'static TypeDef> {
        self.types
            .iter()
            .find(|a| a.mnemonic.as_bytes() == m)
            .copied()
    }
}

/// Registered dialects and their operations.
#[derive(Clone, Debug, Default)]
pub struct DialectRegistry {
    dialects: Vec<&'static DialectDef>,
    ops: FxHashMap<&'static [u8], &'static OpDef>,
    /// Bytecode decodings of dialects rmlir keeps as opaque text (see
    /// [`DialectRegistry::register_opaque_bytecode`]).
    opaque_bytecode: Vec<(
        &'static str,
        &'static crate::dialect_bytecode::DialectBytecode,
    )>,
}

impl DialectRegistry {
    /// A registry with the `builtin` dialect.
    pub fn with_builtin() -> Self {
        let mut r = DialectRegistry::default();
        r.register(&crate::builtin::BUILTIN_DIALECT);
        r
    }

    /// Registers a dialect and its ops (replacing ops of the same name).
    pub fn register(&mut self, d: &'static DialectDef) {
        if !self.dialects.iter().any(|x| std::ptr::eq(*x, d)) {
            self.dialects.retain(|x| x.name != d.name);
            self.dialects.push(d);
        }
        for op in d.ops {
            self.ops.insert(op.name.as_bytes(), op);
        }
    }

    /// Registers the bytecode encodings of dialect `name`, which rmlir
    /// does not implement: its attributes and types are kept as opaque
    /// text, and `hooks` decode upstream's encodings of them into that
    /// text. Used only while `name` is not registered.
    pub fn register_opaque_bytecode(
        &mut self,
        name: &'static str,
        hooks: &'static crate::dialect_bytecode::DialectBytecode,
    ) {
        self.opaque_bytecode.retain(|x| x.0 != name);
        self.opaque_bytecode.push((name, hooks));
    }

    /// The bytecode encodings of dialect `name`: the registered dialect's,
    /// else those registered for it as an opaque dialect.
    pub fn dialect_bytecode(
        &self,
        name: &[u8],
    ) -> Option<&'static crate::dialect_bytecode::DialectBytecode> {
        match self.dialect(name) {
            Some(d) => d.bytecode,
            None => self
                .opaque_bytecode
                .iter()
                .find(|x| x.0.as_bytes() == name)
                .map(|x| x.1),
        }
    }

    /// Whether dialect `name` is registered.
    pub fn is_dialect_registered(&self, name: &[u8]) -> bool {
        self.dialect(name).is_some()
    }

    /// The dialect named `name`.
    pub fn dialect(&self, name: &[u8]) -> Option<&'static DialectDef> {
        self.dialects
            .iter()
            .find(|d| d.name.as_bytes() == name)
            .copied()
    }

    /// The registered dialects.
    pub fn dialects(&self) -> &[&'static DialectDef] {
        &self.dialects
    }

    /// The definition of op `name` (`dialect.op`), if registered.
    pub fn op_def(&self, name: &[u8]) -> Option<&'static OpDef> {
        self.ops.get(name).copied()
    }

    /// The dialect of op `name` when upstream mlir-opt 22 registers it and
    /// rmlir does not implement it: upstream knows its ops (their
    /// syntax, properties and encodings) where rmlir does not.
    pub fn upstream_only_dialect<'n>(&self, op_name: &'n [u8]) -> Option<&'n [u8]> {
        let dialect = op_name.split(|&c| c == b'.').next().unwrap_or(op_name);
        (is_upstream_dialect(dialect) && !self.is_dialect_registered(dialect)).then_some(dialect)
    }

    /// Every registered op.
    pub fn ops(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.ops.values().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_dialects_sorted_for_binary_search() {
        assert!(UPSTREAM_DIALECTS
            .windows(2)
            .all(|w| w[0].as_bytes() < w[1].as_bytes()));
        assert!(
            is_upstream_dialect(b"func")
                && is_upstream_dialect(b"xevm")
                && is_upstream_dialect(b"acc")
        );
        assert!(!is_upstream_dialect(b"foo") && !is_upstream_dialect(b""));
    }
}
