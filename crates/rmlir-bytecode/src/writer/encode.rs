//! Encodings of attributes, types and properties, written through a
//! [`Sink`] so that the same code both numbers what an entry refers to
//! (upstream's numbering pass) and emits the bytes.

use rmlir_ir::attributes::AttrKind;
use rmlir_ir::dialect_bytecode::DialectBytecodeWriter;
use rmlir_ir::float::FloatKind;
use rmlir_ir::op_def::{AttrStorage, PropKind};
use rmlir_ir::types::Signedness;
use rmlir_ir::{Attribute, Context, OpDef, Type, TypeKind};

use crate::encoding::version;

/// Where an encoder writes (upstream's `DialectBytecodeWriter`).
pub trait Sink {
    /// The version of the file being written.
    fn version(&self) -> u64 {
        version::CURRENT
    }
    /// A varint.
    fn varint(&mut self, v: u64);
    /// A zigzag varint.
    fn signed_varint(&mut self, v: i64) {
        self.varint(((v << 1) ^ (v >> 63)) as u64);
    }
    /// A raw byte.
    fn byte(&mut self, b: u8);
    /// An attribute reference.
    fn attr(&mut self, a: Attribute);
    /// `writeOptionalAttribute`.
    fn optional_attr(&mut self, a: Option<Attribute>);
    /// A type reference.
    fn ty(&mut self, t: Type);
    /// A string-table reference.
    fn string(&mut self, s: &[u8]);
    /// A size-prefixed blob.
    fn blob(&mut self, b: &[u8]);
    /// A dialect resource handle.
    fn resource(&mut self, key: rmlir_ir::Ident);
}

/// A dialect's encoder writing into a [`Sink`].
struct DialectSink<'s>(&'s mut dyn Sink);

impl DialectBytecodeWriter for DialectSink<'_> {
    fn bytecode_version(&self) -> u64 {
        self.0.version()
    }
    fn write_varint(&mut self, v: u64) {
        self.0.varint(v);
    }
    fn write_byte(&mut self, b: u8) {
        self.0.byte(b);
    }
    fn write_attr(&mut self, a: Attribute) {
        self.0.attr(a);
    }
    fn write_optional_attr(&mut self, a: Option<Attribute>) {
        self.0.optional_attr(a);
    }
    fn write_type(&mut self, t: Type) {
        self.0.ty(t);
    }
    fn write_string(&mut self, s: &[u8]) {
        self.0.string(s);
    }
    fn write_blob(&mut self, b: &[u8]) {
        self.0.blob(b);
    }
    fn write_resource_handle(&mut self, key: rmlir_ir::Ident) {
        self.0.resource(key);
    }
}

/// `writeAPIntWithKnownWidth` of the value's limbs.
pub fn write_apint(w: &mut dyn Sink, width: u32, limbs: &[u64]) {
    let low = limbs.first().copied().unwrap_or(0);
    if width <= 8 {
        w.byte(low as u8);
    } else if width <= 64 {
        w.signed_varint(low as i64);
    } else {
        let active = limbs.iter().rposition(|&l| l != 0).map_or(1, |i| i + 1);
        w.varint(active as u64);
        for &l in &limbs[..active] {
            w.signed_varint(l as i64);
        }
    }
}

/// The string attribute of a location's file name. Every location of a
/// module names the same file: the last one is kept per thread, so a
/// million locations do not intern its name a million times.
fn file_string_attr(ctx: &Context, file: rmlir_ir::Ident) -> Attribute {
    type Last = std::cell::Cell<Option<(u64, rmlir_ir::Ident, Attribute)>>;
    thread_local!(static LAST: Last = const { std::cell::Cell::new(None) });
    LAST.with(|last| {
        if let Some((id, f, a)) = last.get() {
            if id == ctx.id() && f == file {
                return a;
            }
        }
        let a = ctx.string_attr(ctx.ident_bytes(file));
        last.set(Some((ctx.id(), file, a)));
        a
    })
}

/// The builtin dialect's encoding of `a`, or `false` when it has none and
/// the textual form is used.
pub fn encode_attr(ctx: &Context, a: Attribute, w: &mut dyn Sink) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => {
            w.varint(0);
            w.varint(elems.len() as u64);
            for &e in elems.iter() {
                w.attr(e);
            }
        }
        AttrKind::Dictionary(entries) => {
            w.varint(1);
            w.varint(entries.len() as u64);
            for e in entries.iter() {
                w.attr(ctx.string_attr(ctx.ident_bytes(e.name)));
                w.attr(e.value);
            }
        }
        AttrKind::String { value, ty: None } => {
            w.varint(2);
            w.string(value);
        }
        AttrKind::String { value, ty: Some(t) } => {
            w.varint(3);
            w.string(value);
            w.ty(*t);
        }
        AttrKind::SymbolRef { root, nested } => {
            if nested.is_empty() {
                w.varint(4);
                w.attr(ctx.string_attr(ctx.ident_bytes(*root)));
            } else {
                w.varint(5);
                w.attr(ctx.string_attr(ctx.ident_bytes(*root)));
                w.varint(nested.len() as u64);
                for &n in nested.iter() {
                    w.attr(ctx.symbol_ref_attr(n, &[]));
                }
            }
        }
        AttrKind::Type(t) => {
            w.varint(6);
            w.ty(*t);
        }
        AttrKind::Unit => w.varint(7),
        AttrKind::Integer { ty, value } => {
            w.varint(8);
            w.ty(*ty);
            write_apint(w, value.width(), value.limbs());
        }
        AttrKind::Float { ty, bits } => {
            let TypeKind::Float(k) = ctx.type_kind(*ty) else {
                return false;
            };
            w.varint(9);
            w.ty(*ty);
            let b = bits.get();
            write_apint(w, k.bit_width(), &[b as u64, (b >> 64) as u64]);
        }
        AttrKind::CallSiteLoc { callee, caller } => {
            w.varint(10);
            w.attr(callee.0);
            w.attr(caller.0);
        }
        AttrKind::FileLineCol {
            file,
            line,
            col,
            end_line,
            end_col,
        } => {
            let file = file_string_attr(ctx, *file);
            match end_col {
                None => {
                    w.varint(11);
                    w.attr(file);
                    w.varint(*line as u64);
                    w.varint(*col as u64);
                }
                Some(ec) => {
                    w.varint(22);
                    w.attr(file);
                    let el = end_line.unwrap_or(*line);
                    let nums: &[u32] = if el == *line && *ec == *col {
                        &[*line, *col]
                    } else if el == *line {
                        &[*line, *col, *ec]
                    } else {
                        &[*line, *col, el, *ec]
                    };
                    w.varint(nums.len() as u64);
                    for &n in nums {
                        w.varint(n as u64);
                    }
                }
            }
        }
        AttrKind::FusedLoc {
            metadata,
            locations,
        } => {
            w.varint(if metadata.is_some() { 13 } else { 12 });
            w.varint(locations.len() as u64);
            for l in locations.iter() {
                w.attr(l.0);
            }
            if let Some(m) = metadata {
                w.attr(*m);
            }
        }
        AttrKind::NameLoc { name, child } => {
            w.varint(14);
            w.attr(ctx.string_attr(ctx.ident_bytes(*name)));
            w.attr(child.unwrap_or_else(|| ctx.unknown_loc()).0);
        }
        AttrKind::UnknownLoc => w.varint(15),
        AttrKind::DenseResource { ty, handle } => {
            w.varint(16);
            w.ty(*ty);
            w.resource(*handle);
        }
        AttrKind::DenseArray { elem, count, raw } => {
            w.varint(17);
            w.ty(*elem);
            w.varint(*count as u64);
            w.blob(raw);
        }
        AttrKind::DenseElements { ty, splat, raw } => {
            w.varint(18);
            w.ty(*ty);
            let elem = ctx.type_kind(*ty).element_type();
            let is_i1 = elem
                .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { width: 1, .. }));
            if is_i1 {
                if *splat {
                    w.blob(&[if raw.first().copied().unwrap_or(0) != 0 {
                        0xff
                    } else {
                        0
                    }]);
                } else {
                    let mut packed = vec![0u8; raw.len().div_ceil(8)];
                    for (i, &b) in raw.iter().enumerate() {
                        if b != 0 {
                            packed[i / 8] |= 1 << (i % 8);
                        }
                    }
                    w.blob(&packed);
                }
            } else {
                w.blob(raw);
            }
        }
        AttrKind::DenseStrings { ty, splat, values } => {
            w.varint(19);
            w.ty(*ty);
            w.varint(*splat as u64);
            for v in values.iter() {
                w.string(v);
            }
        }
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => {
            w.varint(20);
            w.ty(*ty);
            w.attr(*indices);
            w.attr(*values);
        }
        AttrKind::Distinct { referenced, .. } => {
            w.varint(21);
            w.attr(*referenced);
        }
        AttrKind::AffineMap(_)
        | AttrKind::IntegerSet(_)
        | AttrKind::StridedLayout { .. }
        | AttrKind::Opaque { .. } => return false,
        AttrKind::Dialect(d) => {
            let hooks = ctx
                .registry()
                .dialect(d.def.0.dialect.as_bytes())
                .and_then(|d| d.bytecode);
            return hooks.is_some_and(|h| (h.write_attr)(ctx, a, &mut DialectSink(w)));
        }
    }
    true
}

/// The builtin dialect's encoding of `t`, or `false` for the textual form.
pub fn encode_type(ctx: &Context, t: Type, w: &mut dyn Sink) -> bool {
    let shape = |w: &mut dyn Sink, s: &[i64]| {
        w.varint(s.len() as u64);
        for &d in s {
            w.signed_varint(d);
        }
    };
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            w.varint(0);
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            w.varint(((*width as u64) << 2) | s);
        }
        TypeKind::Index => w.varint(1),
        TypeKind::Function { inputs, results } => {
            w.varint(2);
            w.varint(inputs.len() as u64);
            for &i in inputs.iter() {
                w.ty(i);
            }
            w.varint(results.len() as u64);
            for &r in results.iter() {
                w.ty(r);
            }
        }
        TypeKind::Float(k) => {
            let code = match k {
                FloatKind::BF16 => 3,
                FloatKind::F16 => 4,
                FloatKind::F32 => 5,
                FloatKind::F64 => 6,
                FloatKind::F80 => 7,
                FloatKind::F128 => 8,
                _ => return false,
            };
            w.varint(code);
        }
        TypeKind::Complex(e) => {
            w.varint(9);
            w.ty(*e);
        }
        TypeKind::MemRef {
            shape: s,
            elem,
            layout,
            memory_space,
        } => {
            match memory_space {
                Some(m) => {
                    w.varint(11);
                    w.attr(*m);
                }
                None => w.varint(10),
            }
            shape(w, s);
            w.ty(*elem);
            let layout = layout.unwrap_or_else(|| {
                ctx.intern_attr(AttrKind::AffineMap(
                    rmlir_ir::affine::AffineMap::multi_dim_identity(s.len() as u32),
                ))
            });
            w.attr(layout);
        }
        TypeKind::None => w.varint(12),
        TypeKind::RankedTensor {
            shape: s,
            elem,
            encoding,
        } => {
            match encoding {
                Some(e) => {
                    w.varint(14);
                    w.attr(*e);
                }
                None => w.varint(13),
            }
            shape(w, s);
            w.ty(*elem);
        }
        TypeKind::Tuple(elems) => {
            w.varint(15);
            w.varint(elems.len() as u64);
            for &e in elems.iter() {
                w.ty(e);
            }
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            match memory_space {
                Some(m) => {
                    w.varint(17);
                    w.attr(*m);
                }
                None => w.varint(16),
            }
            w.ty(*elem);
        }
        TypeKind::UnrankedTensor { elem } => {
            w.varint(18);
            w.ty(*elem);
        }
        TypeKind::Vector {
            shape: s,
            scalable,
            elem,
        } => {
            if scalable.iter().any(|&b| b) {
                w.varint(20);
                w.varint(scalable.len() as u64);
                for &b in scalable.iter() {
                    w.byte(b as u8);
                }
            } else {
                w.varint(19);
            }
            shape(w, s);
            w.ty(*elem);
        }
        TypeKind::Opaque { dialect, .. } => {
            // A dialect rmlir keeps as text may still have upstream's
            // encodings (`DialectRegistry::register_opaque_bytecode`).
            let name = ctx.ident_bytes(*dialect);
            if ctx.registry().is_dialect_registered(name) {
                return false;
            }
            let hooks = ctx.registry().dialect_bytecode(name);
            return hooks.is_some_and(|h| (h.write_type)(ctx, t, &mut DialectSink(w)));
        }
        TypeKind::Dialect(d) => {
            let hooks = ctx
                .registry()
                .dialect(d.def.0.dialect.as_bytes())
                .and_then(|d| d.bytecode);
            return hooks.is_some_and(|h| (h.write_type)(ctx, t, &mut DialectSink(w)));
        }
    }
    true
}

/// ODS's generated `writeProperties` for a registered op whose properties
/// are the dictionary `props`.
pub fn encode_properties(
    ctx: &Context,
    def: &OpDef,
    props: Option<Attribute>,
    v: u64,
    w: &mut dyn Sink,
) {
    let by_name = |name: &str| props.and_then(|p| ctx.dictionary_get(p, name.as_bytes()));
    // Declared properties are found by their interned names: a compare of
    // handles per entry, not a look-up of its bytes.
    let entries = props.map_or(&[][..], |p| ctx.dictionary_entries(p));
    let op_name = ctx.ident(def.name);
    let get = |p: &rmlir_ir::op_def::PropSpec| {
        let id = def
            .properties
            .iter()
            .position(|q| std::ptr::eq(q, p))
            .and_then(|i| ctx.op_prop_name(op_name, i));
        match id {
            Some(id) => entries.iter().find(|na| na.name == id).map(|na| na.value),
            None => by_name(p.name),
        }
    };
    for p in crate::encoding::attr_props_in_order(def) {
        match (p.kind, get(p)) {
            (PropKind::Required, Some(a)) => w.attr(a),
            // A missing required property cannot be read back; write the
            // optional encoding's "absent" so the reader reports it.
            (_, a) => w.optional_attr(a),
        }
    }
    for p in def.properties {
        match p.constraint.storage {
            AttrStorage::UnitProp => {
                let set = get(p).is_some_and(|a| {
                    matches!(ctx.attr_kind(a), AttrKind::Unit) || ctx.int_value(a) == Some(1)
                });
                w.byte(set as u8);
            }
            AttrStorage::NativeEnum(_) => {
                let v = get(p).and_then(|a| ctx.int_value(a)).unwrap_or(0);
                w.varint(v as u64);
            }
            _ => {}
        }
    }
    for (name, groups) in def.segment_size_props() {
        let sizes = by_name(name)
            .and_then(|a| ctx.dense_i32_array(a))
            .unwrap_or_else(|| vec![0; groups]);
        if v >= version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
            write_sparse_array(w, &sizes);
        } else {
            w.attr(ctx.dense_i32_array_attr(&sizes));
        }
    }
}

/// `writeSparseArray`.
pub fn write_sparse_array(w: &mut dyn Sink, a: &[i32]) {
    let n = a.len();
    let nz = a.iter().filter(|&&x| x != 0).count();
    let last = a.iter().rposition(|&x| x != 0).unwrap_or(0);
    if last > 256 || nz > n / 2 {
        w.varint((n as u64) << 1);
        for &x in a {
            w.varint(x as u32 as u64);
        }
        return;
    }
    w.varint(((nz as u64) << 1) | 1);
    if nz == 0 {
        return;
    }
    let bits = if last == 0 {
        0
    } else {
        usize::BITS - last.leading_zeros()
    } as u64;
    w.varint(bits);
    for (i, &x) in a.iter().enumerate() {
        if x != 0 {
            w.varint(((x as u32 as u64) << bits) | i as u64);
        }
    }
}
