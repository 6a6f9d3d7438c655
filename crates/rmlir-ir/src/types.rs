//! Builtin types. Dialect types the context does not know are kept verbatim
//! as [`TypeKind::Opaque`], exactly as upstream keeps unregistered dialect
//! types, so they print back unchanged.

use crate::attributes::Attribute;
use crate::context::{Context, Ident};
use crate::float::FloatKind;

/// A uniqued type: a handle into the [`Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The handle's index in the context's type storage.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Marker for a dynamic dimension (`?`) in shapes, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The signedness semantics of an integer type (MLIR's
/// `IntegerType::SignednessSemantics`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: signless.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The data of a uniqued type: one variant per builtin type
/// (MLIR's `BuiltinTypes.td`), plus [`TypeKind::Opaque`] for dialects rmlir
/// does not know.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui16` (MLIR's `IntegerType`).
    Integer {
        /// Width in bits, at most [`MAX_INT_WIDTH`].
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index` (MLIR's `IndexType`).
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ... (MLIR's `FloatType`s).
    Float(FloatKind),
    /// `none` (MLIR's `NoneType`).
    None,
    /// `complex<T>` (MLIR's `ComplexType`).
    Complex(Type),
    /// `(inputs) -> results` (MLIR's `FunctionType`).
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>` (MLIR's `TupleType`).
    Tuple(Box<[Type]>),
    /// `scalable[i]` marks `[n]` dimensions.
    Vector {
        /// The dimensions; no dynamic ones in a vector.
        shape: Box<[i64]>,
        /// One flag per dimension.
        scalable: Box<[bool]>,
        /// The element type.
        elem: Type,
    },
    /// `tensor<4x?xf32, encoding>` (MLIR's `RankedTensorType`).
    RankedTensor {
        /// The dimensions; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// The encoding attribute, if any.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>` (MLIR's `UnrankedTensorType`).
    UnrankedTensor {
        /// The element type.
        elem: Type,
    },
    /// `memref<4x?xf32, layout, memory_space>` (MLIR's `MemRefType`).
    MemRef {
        /// The dimensions; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// The layout attribute; `None` for the identity layout.
        layout: Option<Attribute>,
        /// The memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memory_space>` (MLIR's `UnrankedMemRefType`).
    UnrankedMemRef {
        /// The element type.
        elem: Type,
        /// The memory space attribute, if any.
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect rmlir knows.
    Dialect(Box<crate::dialect_attr::DialectType>),
    /// A type of a dialect rmlir does not know: `!dialect.data` / `!dialect<"data">`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The body text, as written after `.` or between `<` and `>`.
        data: Ident,
    },
}

impl TypeKind {
    /// Whether this is a vector, tensor or memref (MLIR's `ShapedType`).
    pub fn is_shaped(&self) -> bool {
        matches!(
            self,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// Shape of ranked shaped types.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of shaped and complex types.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. }
            | TypeKind::Complex(elem) => Some(*elem),
            _ => None,
        }
    }
}

/// Constructors for common types.
impl Context {
    /// The signless integer type `iN`.
    pub fn int_type(&self, width: u32) -> Type {
        let common = match width {
            1 => Some(0),
            8 => Some(1),
            16 => Some(2),
            32 => Some(3),
            64 => Some(4),
            _ => None,
        };
        if let Some(i) = common {
            return self.common.ints[i];
        }
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// An integer type `iN`, `siN` or `uiN`.
    pub fn int_type_signed(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }
    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common.index
    }
    /// `none`.
    pub fn none_type(&self) -> Type {
        self.common.none
    }
    /// The float type of `kind`.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.common.floats[kind as usize]
    }
    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    /// `tuple<elems>`.
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type(TypeKind::Tuple(elems.into()))
    }
    /// A ranked tensor type without encoding.
    pub fn tensor_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            elem,
            encoding: None,
        })
    }

    /// Bit width of integer and float types, as MLIR's `getIntOrFloatBitWidth`.
    pub fn int_or_float_bit_width(&self, t: Type) -> Option<u32> {
        match self.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }

    /// Whether `t` is an integer type (of any signedness) of `width` bits.
    pub fn is_integer(&self, t: Type, width: u32) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { width: w, .. } if *w == width)
    }
}

/// MLIR caps integer widths at 2^24 - 1 bits (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;
