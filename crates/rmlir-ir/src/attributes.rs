//! Builtin attributes, including locations (which MLIR models as attributes).
//! Attributes of dialects rmlir does not know are kept verbatim as
//! [`AttrKind::Opaque`], as upstream does for unregistered dialects.

use crate::affine::{AffineMap, IntegerSet};
use crate::apint::ApInt;
use crate::context::{Context, Ident};
use crate::types::{Type, TypeKind};

/// A uniqued attribute: a handle into the [`Context`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The handle's index in the context's attribute storage.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A location is an attribute of one of the location kinds (or a dialect
/// attribute used as a location).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Location(pub Attribute);

/// An attribute with its name: an entry of a dictionary attribute
/// (MLIR's `NamedAttribute`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct NamedAttr {
    /// The entry's name.
    pub name: Ident,
    /// The entry's value.
    pub value: Attribute,
}

/// A float attribute's bit pattern. A `u128` split in two, so that the
/// 16-byte alignment of `u128` does not pad every attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FloatBits([u64; 2]);

impl FloatBits {
    /// The bit pattern, zero-extended to 128 bits.
    pub fn get(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }
}

impl From<u128> for FloatBits {
    fn from(v: u128) -> Self {
        FloatBits([v as u64, (v >> 64) as u64])
    }
}

/// The data of a uniqued attribute: one variant per builtin attribute
/// (MLIR's `BuiltinAttributes.td` and `BuiltinLocationAttributes.td`), plus
/// [`AttrKind::Opaque`] for dialects rmlir does not know.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit` (MLIR's `UnitAttr`).
    Unit,
    /// `true`/`false` are integers of type `i1`, as in MLIR.
    Integer {
        /// An integer or `index` type.
        ty: Type,
        /// The value, as wide as `ty` (64 bits for `index`).
        value: ApInt,
    },
    /// The value's bit pattern in the float type's format.
    Float {
        /// A float type.
        ty: Type,
        /// The bit pattern.
        bits: FloatBits,
    },
    /// `"text"`, optionally typed (`"text" : i32`) (MLIR's `StringAttr`).
    String {
        /// The bytes; not necessarily UTF-8.
        value: Box<[u8]>,
        /// The type after `:`, if any.
        ty: Option<Type>,
    },
    /// `i32` used as an attribute (MLIR's `TypeAttr`).
    Type(Type),
    /// `[a, b]` (MLIR's `ArrayAttr`).
    Array(Box<[Attribute]>),
    /// `array<i32: 1, 2>`: elements stored little-endian, see [`dense_storage_bytes`].
    DenseArray {
        /// The element type (an integer or float type).
        elem: Type,
        /// Number of elements.
        count: u32,
        /// `count` elements, little-endian.
        raw: Box<[u8]>,
    },
    /// Sorted by name, no duplicates.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested...` (MLIR's `SymbolRefAttr`; `FlatSymbolRefAttr`
    /// when `nested` is empty).
    SymbolRef {
        /// The root symbol.
        root: Ident,
        /// The nested references, outermost first.
        nested: Box<[Ident]>,
    },
    /// `affine_map<...>` (MLIR's `AffineMapAttr`).
    AffineMap(AffineMap),
    /// Boxed: the largest payload, and rare.
    IntegerSet(Box<IntegerSet>),
    /// `dense<...>` of ints, floats, index or complex: each element stored
    /// little-endian in [`dense_storage_bytes`] bytes; one element when `splat`.
    DenseElements {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// All elements equal: `raw` holds one element.
        splat: bool,
        /// The element bytes.
        raw: Box<[u8]>,
    },
    /// `dense<"a", "b">` of strings (MLIR's `DenseStringElementsAttr`).
    DenseStrings {
        /// The shaped type.
        ty: Type,
        /// All elements equal: `values` holds one.
        splat: bool,
        /// The strings, in row-major order.
        values: Box<[Box<[u8]>]>,
    },
    /// `dense_resource<handle>` (MLIR's `DenseResourceElementsAttr`): the
    /// data lives in the file's `dialect_resources` under `handle`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource key.
        handle: Ident,
    },
    /// `sparse<indices, values>` (MLIR's `SparseElementsAttr`).
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The indices, a dense `i64` elements attribute.
        indices: Attribute,
        /// The values at those indices, a dense elements attribute.
        values: Attribute,
    },
    /// `strided<[strides], offset: o>` (MLIR's `StridedLayoutAttr`).
    StridedLayout {
        /// The offset; [`DYNAMIC`](crate::types::DYNAMIC) for `?`.
        offset: i64,
        /// The strides; [`DYNAMIC`](crate::types::DYNAMIC) for `?`.
        strides: Box<[i64]>,
    },
    /// A dialect attribute kept verbatim: `#dialect.data` or `#dialect<"data">`,
    /// with an optional trailing `: type`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The body text, as written after `.` or between `<` and `>`.
        data: Ident,
        /// The trailing `: type`, if any.
        ty: Option<Type>,
    },
    /// An attribute of a dialect rmlir knows (`#arith.fastmath<fast>`).
    Dialect(Box<crate::dialect_attr::DialectAttr>),
    /// `distinct[N]<referenced>`; `id` makes it unique, the printed N is
    /// assigned by the printer.
    Distinct {
        /// Makes the attribute unique; not the printed number.
        id: u32,
        /// The wrapped attribute.
        referenced: Attribute,
    },

    /// `loc(unknown)` (MLIR's `UnknownLoc`).
    UnknownLoc,
    /// `"file":line:col`, or a range `"file":l:c to l2:c2` / `to :c2`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// 1-based start line.
        line: u32,
        /// 1-based start column.
        col: u32,
        /// End line of a range, if given.
        end_line: Option<u32>,
        /// End column of a range, if given.
        end_col: Option<u32>,
    },
    /// `"name"` or `"name"(child)` (MLIR's `NameLoc`).
    NameLoc {
        /// The name.
        name: Ident,
        /// The child location; `None` when unknown.
        child: Option<Location>,
    },
    /// `callsite(callee at caller)` (MLIR's `CallSiteLoc`).
    CallSiteLoc {
        /// Where the code is.
        callee: Location,
        /// Where it was called from.
        caller: Location,
    },
    /// `fused<metadata>[locs]` (MLIR's `FusedLoc`).
    FusedLoc {
        /// The `<metadata>` attribute, if any.
        metadata: Option<Attribute>,
        /// The fused locations (flattened and deduplicated, see
        /// [`Context::fused_loc`]). Debug info fuses one location with its
        /// metadata on every op: kept inline, that takes no allocation.
        locations: smallvec::SmallVec<[Location; 1]>,
    },
}

impl AttrKind {
    /// Whether this is one of the builtin location kinds (MLIR's
    /// `LocationAttr`).
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineCol { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}

/// Bytes one element of a dense attribute of element type `elem` occupies:
/// integers and floats round their width up to whole bytes (`i1` is one
/// byte), `index` is 8 bytes and `complex<T>` twice `T`.
pub fn dense_storage_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => Some((*width as usize).div_ceil(8).max(1)),
        TypeKind::Index => Some(8),
        TypeKind::Float(k) => Some((k.bit_width() as usize).div_ceil(8)),
        TypeKind::Complex(inner) => dense_storage_bytes(ctx, *inner).map(|b| b * 2),
        _ => None,
    }
}

/// Detects a splat (all elements equal) as upstream's dense storage does,
/// keeping one element for a splat.
pub fn canonical_splat(raw: Vec<u8>, elt_bytes: usize) -> (bool, Box<[u8]>) {
    if elt_bytes == 0 || raw.is_empty() {
        return (false, raw.into());
    }
    // Every element equals the one before it: one comparison of the data
    // with itself shifted by an element, at memory speed.
    if raw.len().is_multiple_of(elt_bytes) && raw[elt_bytes..] == raw[..raw.len() - elt_bytes] {
        (true, raw[..elt_bytes].into())
    } else {
        (false, raw.into())
    }
}

impl Context {
    /// A dense elements attribute of shaped type `ty` with `n` elements from
    /// upstream's raw buffer (`DenseElementsAttr::getFromRawBuffer`, the
    /// hex form and the bytecode): one element for a splat, `i1`s packed
    /// eight to a byte (a splat is one `0x00`/`0xff` byte), little-endian
    /// elements otherwise, nothing for zero-bit elements. Bytecode also
    /// accepts one byte per `i1` (`unpacked_i1`). `None` when the size fits
    /// none of these.
    pub fn dense_elements_from_raw<'d>(
        &self,
        ty: Type,
        n: u64,
        data: impl Into<std::borrow::Cow<'d, [u8]>>,
        unpacked_i1: bool,
    ) -> Option<Attribute> {
        let data = data.into();
        let elt = self.type_kind(ty).element_type()?;
        let elt_bytes = dense_storage_bytes(self, elt)?;
        let is_i1 = self.is_integer(elt, 1);
        let inner = match self.type_kind(elt) {
            TypeKind::Complex(c) => *c,
            _ => elt,
        };
        if self.is_integer(inner, 0) && data.is_empty() {
            return Some(self.intern_attr(AttrKind::DenseElements {
                ty,
                splat: true,
                raw: vec![0; elt_bytes].into(),
            }));
        }
        if is_i1 {
            return self.dense_i1_from_raw(ty, n, &data, unpacked_i1);
        }
        let raw: Vec<u8> = if data.len() == elt_bytes
            || n.checked_mul(elt_bytes as u64) == Some(data.len() as u64)
        {
            // Decoded hex is kept as it is, not copied.
            data.into_owned()
        } else {
            return None;
        };
        let (splat, raw) = canonical_splat(raw, elt_bytes);
        Some(self.intern_attr(AttrKind::DenseElements { ty, splat, raw }))
    }

    /// [`Context::dense_elements_from_raw`] for `i1`: bits packed eight to a
    /// byte, splats as upstream's `DenseIntOrFPElementsAttrStorage` finds
    /// them (`getKeyForBoolData`): one element, a lone `0x00`/`0xff` byte,
    /// or bytes all clear or all set up to the last element. Otherwise the
    /// buffer is kept as it is: one byte per element, then, if any bit
    /// past the last element is set, one byte per such bit, so the hex
    /// form and the bytecode give the same bytes back.
    fn dense_i1_from_raw(
        &self,
        ty: Type,
        n: u64,
        data: &[u8],
        unpacked_i1: bool,
    ) -> Option<Attribute> {
        let splat = |v: bool| {
            Some(self.intern_attr(AttrKind::DenseElements {
                ty,
                splat: true,
                raw: vec![v as u8].into(),
            }))
        };
        let lone = data.len() == 1 && (data[0] == 0 || data[0] == 0xff);
        if data.len() as u64 != n.div_ceil(8) && !lone {
            if unpacked_i1 && data.len() as u64 == n {
                let raw: Vec<u8> = data.iter().map(|&b| (b != 0) as u8).collect();
                let (splat, raw) = canonical_splat(raw, 1);
                return Some(self.intern_attr(AttrKind::DenseElements { ty, splat, raw }));
            }
            return None;
        }
        if n == 1 || lone {
            return splat(data[0] != 0);
        }
        if data.is_empty() {
            return Some(self.intern_attr(AttrKind::DenseElements {
                ty,
                splat: false,
                raw: Box::default(),
            }));
        }
        let value = data[0] & 1 != 0;
        let odd = (n % 8) as u32;
        let (full, last) = if value && odd != 0 {
            (&data[..data.len() - 1], data.last().copied())
        } else {
            (data, None)
        };
        let fill = if value { 0xff } else { 0 };
        if last.is_none_or(|b| b == (1u8 << odd) - 1) && full.iter().all(|&b| b == fill) {
            return splat(value);
        }
        let n = n as usize;
        let bits = 8 * data.len();
        let mut raw: Vec<u8> = (0..bits).map(|i| (data[i / 8] >> (i % 8)) & 1).collect();
        if raw[n..].iter().all(|&b| b == 0) {
            raw.truncate(n);
        }
        Some(self.intern_attr(AttrKind::DenseElements {
            ty,
            splat: false,
            raw: raw.into(),
        }))
    }
}

/// Constructors and accessors for common attributes.
impl Context {
    /// The type of a typed attribute (upstream's `TypedAttr::getType`).
    pub fn attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| self.none_type())),
            AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::DenseArray { elem, count, .. } => {
                let _ = (elem, count);
                None
            }
            AttrKind::Opaque { ty, .. } => *ty,
            AttrKind::Dialect(d) => d.def.0.attr_type.and_then(|f| f(d)),
            _ => None,
        }
    }

    /// Whether `a` is an elements attribute (dense, sparse, resource, or a
    /// dialect elements attribute).
    pub fn attr_is_elements(&self, a: Attribute) -> bool {
        matches!(
            self.attr_kind(a),
            AttrKind::DenseElements { .. }
                | AttrKind::DenseStrings { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        )
    }

    /// `array<i32: ...>`.
    pub fn dense_i32_array_attr(&self, v: &[i32]) -> Attribute {
        let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.intern_attr(AttrKind::DenseArray {
            elem: self.int_type(32),
            count: v.len() as u32,
            raw: raw.into_boxed_slice(),
        })
    }

    /// `array<i64: ...>`.
    pub fn dense_i64_array_attr(&self, v: &[i64]) -> Attribute {
        let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.intern_attr(AttrKind::DenseArray {
            elem: self.int_type(64),
            count: v.len() as u32,
            raw: raw.into_boxed_slice(),
        })
    }

    /// The elements of an `array<i32: ...>`.
    pub fn dense_i32_array(&self, a: Attribute) -> Option<Vec<i32>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { elem, raw, .. } if self.is_integer(*elem, 32) => Some(
                raw.chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The elements of an `array<i32: ...>`, read in place (printers and
    /// verifiers of ops met once per op need no vector of them).
    pub fn dense_i32_elements(&self, a: Attribute) -> Option<impl Iterator<Item = i32> + '_> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { elem, raw, .. } if self.is_integer(*elem, 32) => Some(
                raw.chunks_exact(4)
                    .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            ),
            _ => None,
        }
    }

    /// The elements of an `array<i64: ...>`.
    pub fn dense_i64_array(&self, a: Attribute) -> Option<Vec<i64>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { elem, raw, .. } if self.is_integer(*elem, 64) => Some(
                raw.chunks_exact(8)
                    .map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The elements of an `array<i1: ...>`.
    pub fn dense_bool_array(&self, a: Attribute) -> Option<Vec<bool>> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { elem, raw, .. } if self.is_integer(*elem, 1) => {
                Some(raw.iter().map(|&b| b != 0).collect())
            }
            _ => None,
        }
    }

    /// A dense array of `elem` from integer or float attributes of that
    /// type; `None` if one is not.
    pub fn dense_array_from_attrs(&self, elem: Type, values: &[Attribute]) -> Option<Attribute> {
        let bytes = dense_storage_bytes(self, elem)?;
        let mut raw = Vec::with_capacity(values.len() * bytes);
        for &v in values {
            match self.attr_kind(v) {
                AttrKind::Integer { ty, value } if *ty == elem => {
                    let limbs = value.limbs();
                    let mut b: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
                    b.resize(bytes, 0);
                    raw.extend_from_slice(&b[..bytes]);
                }
                AttrKind::Float { ty, bits } if *ty == elem => {
                    raw.extend_from_slice(&bits.get().to_le_bytes()[..bytes]);
                }
                _ => return None,
            }
        }
        Some(self.intern_attr(AttrKind::DenseArray {
            elem,
            count: values.len() as u32,
            raw: raw.into_boxed_slice(),
        }))
    }

    /// A dense elements attribute of integers of `width` bits (upstream's
    /// `DenseIntElementsAttr::get`), splat when every value is equal (a
    /// single element included, as the parser stores it).
    pub fn dense_int_elements(&self, ty: Type, width: u32, values: &[i64]) -> Attribute {
        let bytes = (width as usize).div_ceil(8).max(1);
        let splat = !values.is_empty() && values.iter().all(|&v| v == values[0]);
        let vals = if splat { &values[..1] } else { values };
        let mut raw = Vec::with_capacity(vals.len() * bytes);
        for &v in vals {
            let a = ApInt::from_i64(width, v);
            let limbs: Vec<u8> = a.limbs().iter().flat_map(|l| l.to_le_bytes()).collect();
            let mut b = limbs;
            b.resize(bytes, 0);
            raw.extend_from_slice(&b[..bytes]);
        }
        self.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            raw: raw.into_boxed_slice(),
        })
    }

    /// A dense elements attribute of shaped type `ty` holding `values`
    /// (integers of the element width), splat when they are all equal
    /// (upstream's `DenseIntElementsAttr::get(type, ArrayRef<APInt>)`).
    pub fn dense_int_elements_from(&self, ty: Type, values: &[ApInt]) -> Option<Attribute> {
        let elt = self.type_kind(ty).element_type()?;
        let bytes = dense_storage_bytes(self, elt)?;
        let mut raw = Vec::with_capacity(values.len() * bytes);
        for v in values {
            let mut b: Vec<u8> = v.limbs().iter().flat_map(|l| l.to_le_bytes()).collect();
            b.resize(bytes, 0);
            raw.extend_from_slice(&b[..bytes]);
        }
        let (splat, raw) = canonical_splat(raw, bytes);
        Some(self.intern_attr(AttrKind::DenseElements { ty, splat, raw }))
    }

    /// The elements of a dense integer attribute, each as an [`ApInt`] of
    /// the element width (`index` is 64 bits), splats expanded.
    pub fn dense_int_values(&self, a: Attribute) -> Vec<ApInt> {
        let AttrKind::DenseElements { ty, splat, raw } = self.attr_kind(a) else {
            return Vec::new();
        };
        let kind = self.type_kind(*ty);
        let Some(elem) = kind.element_type() else {
            return Vec::new();
        };
        let width = match self.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => return Vec::new(),
        };
        let bytes = (width as usize).div_ceil(8).max(1);
        let count: i64 = kind.shape().map(|s| s.iter().product()).unwrap_or(1);
        let one = |chunk: &[u8]| {
            let mut limbs = vec![0u64; chunk.len().div_ceil(8)];
            for (i, &b) in chunk.iter().enumerate() {
                limbs[i / 8] |= (b as u64) << (8 * (i % 8));
            }
            ApInt::from_limbs(width, &limbs)
        };
        if *splat {
            let v = one(&raw[..bytes.min(raw.len())]);
            return vec![v; count.max(0) as usize];
        }
        // `i1` data may hold the packed buffer's padding bits after the
        // elements.
        raw.chunks(bytes)
            .take(count.max(0) as usize)
            .map(one)
            .collect()
    }

    /// The elements of a dense integer attribute zero-extended to 64 bits
    /// and clamped (`APInt::getLimitedValue`).
    pub fn dense_int_values_unsigned(&self, a: Attribute) -> Vec<u64> {
        self.dense_int_values(a)
            .iter()
            .map(|v| v.to_u64().unwrap_or(u64::MAX))
            .collect()
    }

    /// The value of an integer attribute, as `i64` when it fits.
    pub fn int_value(&self, a: Attribute) -> Option<i64> {
        match self.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// The bytes of a string attribute.
    pub fn str_value(&self, a: Attribute) -> Option<&[u8]> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn type_value(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }
    /// `true` or `false`: an `i1` integer attribute, as in MLIR.
    pub fn bool_attr(&self, v: bool) -> Attribute {
        let ty = self.int_type(1);
        self.intern_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_u64(1, v as u64),
        })
    }
    /// An integer attribute of type `ty`; `value` is truncated to the width of
    /// an integer type and taken as 64 bits for `index`.
    pub fn integer_attr(&self, ty: Type, value: i64) -> Attribute {
        let width = match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        self.intern_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_i64(width, value),
        })
    }
    /// A float attribute of type `kind` holding `value`, rounded to the
    /// type (upstream's `FloatAttr::get(type, double)`).
    pub fn float_attr(&self, kind: crate::float::FloatKind, value: f64) -> Attribute {
        self.intern_attr(AttrKind::Float {
            ty: self.float_type(kind),
            bits: crate::float::from_f64(kind, value).into(),
        })
    }
    /// An untyped string attribute.
    pub fn string_attr(&self, s: impl AsRef<[u8]>) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: Box::from(s.as_ref()),
            ty: None,
        })
    }
    /// A `TypeAttr` wrapping `t`.
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(t))
    }
    /// An array attribute.
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elems.into()))
    }
    /// A symbol reference `@root::@nested...`.
    pub fn symbol_ref_attr(&self, root: Ident, nested: &[Ident]) -> Attribute {
        self.intern_attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        })
    }

    /// A dictionary; sorts entries by name. Later duplicates win is *not*
    /// MLIR's rule (duplicates are an error), so callers check first.
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttr>) -> Attribute {
        self.sort_named_attrs(&mut entries);
        self.intern_attr(AttrKind::Dictionary(entries.into_boxed_slice()))
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.intern_attr(AttrKind::Dictionary(Box::new([])))
    }

    /// MLIR sorts dictionaries by the bytes of the name.
    pub fn sort_named_attrs(&self, entries: &mut [NamedAttr]) {
        entries.sort_by(|a, b| self.ident_bytes(a.name).cmp(self.ident_bytes(b.name)));
    }

    /// The entries of a dictionary attribute, sorted by name; empty for any
    /// other attribute.
    pub fn dictionary_entries(&self, a: Attribute) -> &[NamedAttr] {
        match self.attr_kind(a) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// The value of entry `name` in a dictionary attribute (MLIR's
    /// `DictionaryAttr::get(name)`).
    pub fn dictionary_get(&self, dict: Attribute, name: &[u8]) -> Option<Attribute> {
        self.dictionary_entries(dict)
            .iter()
            .find(|na| self.ident_bytes(na.name) == name)
            .map(|na| na.value)
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        Location(self.intern_attr(AttrKind::UnknownLoc))
    }
    /// `loc("file":line:col)`.
    pub fn file_line_col(&self, file: impl AsRef<[u8]>, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        Location(self.intern_attr(AttrKind::FileLineCol {
            file,
            line,
            col,
            end_line: None,
            end_col: None,
        }))
    }
    /// `child: None` and an unknown child are the same location.
    pub fn name_loc(&self, name: impl AsRef<[u8]>, child: Option<Location>) -> Location {
        let name = self.ident(name);
        let child = child.filter(|c| !matches!(self.attr_kind(c.0), AttrKind::UnknownLoc));
        Location(self.intern_attr(AttrKind::NameLoc { name, child }))
    }
    /// `loc(callsite(callee at caller))`.
    pub fn callsite_loc(&self, callee: Location, caller: Location) -> Location {
        Location(self.intern_attr(AttrKind::CallSiteLoc { callee, caller }))
    }
    /// Fuses locations as MLIR's `FusedLoc::get` does: nested fused locations
    /// with the same metadata are flattened, unknown locations and duplicates
    /// dropped, and zero or one remaining location without metadata is
    /// returned as is.
    pub fn fused_loc(&self, metadata: Option<Attribute>, locations: &[Location]) -> Location {
        let mut flat: smallvec::SmallVec<[Location; 1]> = smallvec::SmallVec::new();
        let push = |l: Location, flat: &mut smallvec::SmallVec<[Location; 1]>| {
            if !flat.contains(&l) {
                flat.push(l);
            }
        };
        for &l in locations {
            match self.attr_kind(l.0) {
                AttrKind::FusedLoc {
                    metadata: m,
                    locations: inner,
                } if *m == metadata => {
                    for &i in inner.iter() {
                        push(i, &mut flat);
                    }
                }
                AttrKind::UnknownLoc => {}
                _ => push(l, &mut flat),
            }
        }
        match (flat.len(), metadata) {
            (0, None) => self.unknown_loc(),
            (0, Some(_)) => {
                let unknown = self.unknown_loc();
                Location(self.intern_attr(AttrKind::FusedLoc {
                    metadata,
                    locations: smallvec::smallvec![unknown],
                }))
            }
            (1, None) => flat[0],
            _ => Location(self.intern_attr(AttrKind::FusedLoc {
                metadata,
                locations: flat,
            })),
        }
    }
}

#[cfg(test)]
mod size_tests {
    /// Millions of attributes (one location per op) are interned.
    #[test]
    fn attribute_storage_is_compact() {
        assert_eq!(std::mem::size_of::<super::AttrKind>(), 40);
        assert_eq!(std::mem::size_of::<crate::types::TypeKind>(), 40);
    }
}
