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
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Marker for a dynamic dimension (`?`) in shapes, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    Tuple(Box<[Type]>),
    /// `scalable[i]` marks `[n]` dimensions.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    RankedTensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        elem: Type,
    },
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect rmlir does not know: `!dialect.data` / `!dialect<"data">`.
    Opaque {
        dialect: Ident,
        data: Ident,
    },
}

impl TypeKind {
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
    pub fn int_type(&self, width: u32) -> Type {
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    pub fn int_type_signed(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeKind::Index)
    }
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeKind::None)
    }
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type(TypeKind::Tuple(elems.into()))
    }
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

    pub fn is_integer(&self, t: Type, width: u32) -> bool {
        matches!(self.type_kind(t), TypeKind::Integer { width: w, .. } if *w == width)
    }
}

/// MLIR caps integer widths at 2^24 - 1 bits (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;
