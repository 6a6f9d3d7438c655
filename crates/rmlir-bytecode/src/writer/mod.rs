//! The bytecode writer (upstream's `BytecodeWriter` and `IRNumbering`).
//!
//! A numbering pass walks the IR as upstream's does (the top op, then
//! regions last-in first-out) counting references to op names,
//! attributes and types; entries are then ordered by reference count and
//! grouped by dialect per varint byte width, which gives upstream's
//! indices. The emitting pass writes the sections in upstream's order.

mod encode;

use rmlir_ir::resources::{FileMetadata, ResourceValue};
use rmlir_ir::{
    AttrKind, Attribute, BlockId, BodyId, Context, Ident, Ir, OpId, OpRef, OpTraits, RegionId,
    Type, TypeKind, Value, ValueDef,
};
use rustc_hash::FxHashMap;

use self::encode::{encode_attr, encode_properties, encode_type, Sink};
use crate::encoding::{op_mask, version, write_varint, SectionId, MAGIC, PADDING_BYTE};

/// Options for [`write_bytecode`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The bytecode version to write (`--emit-bytecode-version`).
    pub version: u64,
    /// The producer string.
    pub producer: String,
    /// Write every resource with no data, keeping its key and kind
    /// (`--elide-resource-data-from-bytecode`).
    pub elide_resource_data: bool,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            version: version::CURRENT,
            producer: "MLIR22.1.8".into(),
            elide_resource_data: false,
        }
    }
}

/// Writes `ir` (and its resources) as bytecode. Fails only for a version
/// the writer does not know.
pub fn write_bytecode(
    ctx: &Context,
    ir: &Ir,
    meta: &FileMetadata,
    opts: &WriteOptions,
) -> Result<Vec<u8>, String> {
    if opts.version > version::CURRENT {
        return Err(format!(
            "unsupported version requested {}, must be in range [{}, {}]",
            opts.version,
            version::MIN_SUPPORTED,
            version::CURRENT
        ));
    }
    let Some(top) = ir.top() else {
        return Err("no top-level operation to write".into());
    };
    let mut w = Writer::new(ctx, ir, meta, opts.version);
    w.elide_resource_data = opts.elide_resource_data;
    w.number_ir(top);
    w.finalize_numbering();
    Ok(w.emit(top, &opts.producer))
}

struct Counted<K> {
    items: Vec<(K, usize, u32)>, // key, dialect, refcount
    index: FxHashMap<K, usize>,
}

impl<K> Default for Counted<K> {
    fn default() -> Self {
        Counted {
            items: Vec::new(),
            index: FxHashMap::default(),
        }
    }
}

impl<K: Copy + Eq + std::hash::Hash> Counted<K> {
    /// Counts a reference; `true` when `k` is new.
    fn add(&mut self, k: K, dialect: impl FnOnce() -> usize) -> bool {
        if let Some(&i) = self.index.get(&k) {
            self.items[i].2 += 1;
            return false;
        }
        self.index.insert(k, self.items.len());
        let d = dialect();
        self.items.push((k, d, 1));
        true
    }

    /// Upstream's final order: stable by reference count, descending,
    /// then grouped by dialect within the entries each varint width can
    /// index.
    fn finalize(&mut self) {
        self.items
            .sort_by_key(|&(_, _, refs)| std::cmp::Reverse(refs));
        let mut start = 0usize;
        let mut group_end = 1usize << 7;
        let mut prev_dialect = 0usize;
        let mut width = 7;
        while start < self.items.len() {
            let end = group_end.min(self.items.len());
            let first = prev_dialect;
            self.items[start..end].sort_by_key(|&(_, d, _)| (d != first, d));
            prev_dialect = self.items[end - 1].1;
            start = end;
            width += 7;
            group_end = if width >= 63 {
                usize::MAX
            } else {
                1usize << width
            };
        }
        self.index.clear();
        for (i, (k, _, _)) in self.items.iter().enumerate() {
            self.index.insert(*k, i);
        }
    }
}

struct Writer<'c> {
    ctx: &'c Context,
    ir: &'c Ir,
    meta: &'c FileMetadata,
    version: u64,
    dialects: Vec<Vec<u8>>,
    dialect_index: FxHashMap<Vec<u8>, usize>,
    ops: Counted<Ident>,
    attrs: Counted<Attribute>,
    types: Counted<Type>,
    /// Ops whose regions are written as isolated.
    isolated: FxHashMap<(BodyId, OpId), bool>,
    strings: Vec<Vec<u8>>,
    string_index: FxHashMap<Vec<u8>, usize>,
    /// Dialect resource handles by key, in handle order.
    resources: Vec<(usize, Ident)>,
    resource_index: FxHashMap<Ident, usize>,
    props: Vec<Vec<u8>>,
    props_index: FxHashMap<Vec<u8>, usize>,
    /// Pre-order number of every op, for use-list orders.
    op_ids: FxHashMap<(BodyId, OpId), u64>,
    elide_resource_data: bool,
}

/// Numbering mode of the encoders: count what an entry refers to.
struct Numberer<'w, 'c>(&'w mut Writer<'c>);

impl Sink for Numberer<'_, '_> {
    fn varint(&mut self, _: u64) {}
    fn byte(&mut self, _: u8) {}
    fn attr(&mut self, a: Attribute) {
        self.0.number_attr(a);
    }
    fn optional_attr(&mut self, a: Option<Attribute>) {
        if let Some(a) = a {
            self.0.number_attr(a);
        }
    }
    fn ty(&mut self, t: Type) {
        self.0.number_type(t);
    }
    fn string(&mut self, _: &[u8]) {}
    fn blob(&mut self, _: &[u8]) {}
    fn resource(&mut self, key: Ident) {
        self.0.declare_resource(key);
    }
}

/// Emitting mode: bytes with final indices.
struct Emitter<'w, 'c> {
    w: &'w mut Writer<'c>,
    out: Vec<u8>,
}

impl Sink for Emitter<'_, '_> {
    fn varint(&mut self, v: u64) {
        write_varint(&mut self.out, v);
    }
    fn byte(&mut self, b: u8) {
        self.out.push(b);
    }
    fn attr(&mut self, a: Attribute) {
        let i = self.w.attrs.index[&a];
        write_varint(&mut self.out, i as u64);
    }
    fn optional_attr(&mut self, a: Option<Attribute>) {
        match a {
            Some(a) => {
                let i = self.w.attrs.index[&a];
                write_varint(&mut self.out, ((i as u64) << 1) | 1);
            }
            None => write_varint(&mut self.out, 0),
        }
    }
    fn ty(&mut self, t: Type) {
        let i = self.w.types.index[&t];
        write_varint(&mut self.out, i as u64);
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.w.string(s);
        write_varint(&mut self.out, i as u64);
    }
    fn blob(&mut self, b: &[u8]) {
        write_varint(&mut self.out, b.len() as u64);
        self.out.extend_from_slice(b);
    }
    fn resource(&mut self, key: Ident) {
        let i = self.w.resource_index[&key];
        write_varint(&mut self.out, i as u64);
    }
}

/// A section under construction, with the alignment its contents need.
#[derive(Default)]
struct Section {
    data: Vec<u8>,
    align: u64,
}

impl Section {
    fn varint(&mut self, v: u64) {
        write_varint(&mut self.data, v);
    }
    fn align_to(&mut self, a: u64) {
        if a > 1 {
            while !(self.data.len() as u64).is_multiple_of(a) {
                self.data.push(PADDING_BYTE);
            }
            self.align = self.align.max(a);
        }
    }
}

fn append_section(out: &mut Vec<u8>, id: SectionId, s: &Section) {
    let mut header = Vec::new();
    write_varint(&mut header, s.data.len() as u64);
    let at = out.len() + 1 + header.len();
    if s.align > 1 && !(at as u64).is_multiple_of(s.align) {
        out.push(id as u8 | 0x80);
        out.extend_from_slice(&header);
        write_varint(out, s.align);
        while !(out.len() as u64).is_multiple_of(s.align) {
            out.push(PADDING_BYTE);
        }
    } else {
        out.push(id as u8);
        out.extend_from_slice(&header);
    }
    out.extend_from_slice(&s.data);
}

impl<'c> Writer<'c> {
    fn new(ctx: &'c Context, ir: &'c Ir, meta: &'c FileMetadata, version: u64) -> Self {
        Writer {
            ctx,
            ir,
            meta,
            version,
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            ops: Counted::default(),
            attrs: Counted::default(),
            types: Counted::default(),
            isolated: FxHashMap::default(),
            strings: Vec::new(),
            string_index: FxHashMap::default(),
            resources: Vec::new(),
            resource_index: FxHashMap::default(),
            props: Vec::new(),
            props_index: FxHashMap::default(),
            op_ids: FxHashMap::default(),
            elide_resource_data: false,
        }
    }

    fn dialect(&mut self, name: &[u8]) -> usize {
        if let Some(&i) = self.dialect_index.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(name.to_vec());
        self.dialect_index.insert(name.to_vec(), i);
        i
    }

    fn string(&mut self, s: &[u8]) -> usize {
        if let Some(&i) = self.string_index.get(s) {
            return i;
        }
        let i = self.strings.len();
        self.strings.push(s.to_vec());
        self.string_index.insert(s.to_vec(), i);
        i
    }

    fn declare_resource(&mut self, key: Ident) {
        if !self.resource_index.contains_key(&key) {
            let d = self.dialect(b"builtin");
            self.resource_index.insert(key, self.resources.len());
            self.resources.push((d, key));
        }
    }

    /// The dialect an attribute belongs to: its definition's, an opaque
    /// one's namespace, else builtin.
    fn attr_dialect(&mut self, a: Attribute) -> usize {
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, .. } => self.dialect(ctx.ident_bytes(*dialect)),
            AttrKind::Dialect(d) => self.dialect(d.def.0.dialect.as_bytes()),
            _ => self.dialect(b"builtin"),
        }
    }

    /// The dialect a type belongs to (see [`Writer::attr_dialect`]).
    fn type_dialect(&mut self, t: Type) -> usize {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Opaque { dialect, .. } => self.dialect(ctx.ident_bytes(*dialect)),
            TypeKind::Dialect(d) => self.dialect(d.def.0.dialect.as_bytes()),
            _ => self.dialect(b"builtin"),
        }
    }

    fn number_attr(&mut self, a: Attribute) {
        if self.attrs.index.contains_key(&a) {
            self.attrs.add(a, || 0);
            return;
        }
        let d = self.attr_dialect(a);
        self.attrs.add(a, || d);
        let ctx = self.ctx;
        stacker::maybe_grow(64 * 1024, 4 << 20, || {
            encode_attr(ctx, a, &mut Numberer(self));
        });
        if let AttrKind::DenseResource { handle, .. } = ctx.attr_kind(a) {
            self.declare_resource(*handle);
        }
    }

    fn number_type(&mut self, t: Type) {
        if self.types.index.contains_key(&t) {
            self.types.add(t, || 0);
            return;
        }
        let d = self.type_dialect(t);
        self.types.add(t, || d);
        let ctx = self.ctx;
        stacker::maybe_grow(64 * 1024, 4 << 20, || {
            encode_type(ctx, t, &mut Numberer(self));
        });
    }

    fn number_op_name(&mut self, name: Ident) {
        let text = self.ctx.ident_bytes(name).to_vec();
        let dialect_name = match text.iter().position(|&b| b == b'.') {
            Some(i) => &text[..i],
            None => &text[..],
        };
        let d = self.dialect(dialect_name);
        self.ops.add(name, || d);
    }

    /// Upstream's `number(Operation *)`.
    fn number_op(&mut self, body: BodyId, op: OpId) {
        let ctx = self.ctx;
        let b = self.ir.body(body);
        let data = b.op(op).clone();
        self.number_op_name(data.name);
        let results: Vec<Value> = b.results(op).collect();
        for r in results {
            let t = self.ir.body(body).value_type(r);
            self.number_type(t);
        }
        let def = ctx.op_def(data.name);
        let props = data.properties();
        let dict = self.attr_dict(def, data.attrs, props);
        if !ctx.dictionary_entries(dict).is_empty() {
            self.number_attr(dict);
        }
        if self.version >= version::NATIVE_PROPERTIES_ENCODING {
            match def {
                Some(def) if !has_property_storage(def) => {}
                Some(def) => encode_properties(ctx, def, props, self.version, &mut Numberer(self)),
                None => {
                    if let Some(p) = props {
                        self.number_attr(p);
                    }
                }
            }
        }
        self.number_attr(data.loc.0);
    }

    /// The attribute dictionary written for an op: before properties had
    /// a section, inherent attributes were part of it.
    fn attr_dict(
        &self,
        def: Option<&rmlir_ir::OpDef>,
        attrs: Attribute,
        props: Option<Attribute>,
    ) -> Attribute {
        if self.version >= version::NATIVE_PROPERTIES_ENCODING {
            return attrs;
        }
        match (def, props) {
            (Some(_), Some(p)) => {
                let mut all = self.ctx.dictionary_entries(attrs).to_vec();
                all.extend_from_slice(self.ctx.dictionary_entries(p));
                self.ctx.dictionary_attr(all)
            }
            _ => attrs,
        }
    }

    fn number_block(&mut self, body: BodyId, blk: BlockId) {
        let args: Vec<Value> = self.ir.body(body).block_args(blk).to_vec();
        for a in args {
            let b = self.ir.body(body);
            let loc = b.arg_loc(a).unwrap_or_else(|| self.ctx.unknown_loc());
            let t = b.value_type(a);
            self.number_attr(loc.0);
            self.number_type(t);
        }
        let ops: Vec<OpId> = self.ir.body(body).block_ops(blk).collect();
        for op in ops {
            self.number_op(body, op);
        }
    }

    /// The regions of `op`, with the body they live in.
    fn regions_of(&self, body: BodyId, op: OpId) -> (BodyId, Vec<RegionId>) {
        let (b, rs) = self.ir.regions(OpRef { body, op });
        (b, rs.collect())
    }

    fn number_ir(&mut self, top: OpRef) {
        self.dialect(b"builtin");
        self.number_op(top.body, top.op);
        let mut work: Vec<(BodyId, RegionId)> = Vec::new();
        let (b, rs) = self.regions_of(top.body, top.op);
        work.extend(rs.into_iter().map(|r| (b, r)));
        while let Some((body, r)) = work.pop() {
            let blocks: Vec<BlockId> = self.ir.body(body).region_blocks(r).collect();
            for &blk in &blocks {
                self.number_block(body, blk);
            }
            for &blk in &blocks {
                let ops: Vec<OpId> = self.ir.body(body).block_ops(blk).collect();
                for op in ops {
                    let (b, rs) = self.regions_of(body, op);
                    work.extend(rs.into_iter().map(|r| (b, r)));
                }
            }
        }
        self.compute_isolation(top);
        let mut next = 0;
        self.number_ops_preorder(top.body, top.op, &mut next);
    }

    fn number_ops_preorder(&mut self, body: BodyId, op: OpId, next: &mut u64) {
        self.op_ids.insert((body, op), *next);
        *next += 1;
        let (rb, regions) = self.regions_of(body, op);
        for r in regions {
            let blocks: Vec<BlockId> = self.ir.body(rb).region_blocks(r).collect();
            for blk in blocks {
                let ops: Vec<OpId> = self.ir.body(rb).block_ops(blk).collect();
                for o in ops {
                    stacker::maybe_grow(64 * 1024, 4 << 20, || {
                        self.number_ops_preorder(rb, o, next)
                    });
                }
            }
        }
    }

    /// The permutation from the reference order (uses by descending
    /// pre-order id, which building the IR op by op gives) to `v`'s
    /// use-list, when they differ.
    fn use_list_order(&self, body: BodyId, v: Value) -> Option<Vec<u32>> {
        let b = self.ir.body(body);
        let mut users = b.users(v);
        // Most values have fewer than two uses: nothing to order.
        users.next()?;
        users.next()?;
        let id = |(op, i): (OpId, u32)| {
            (self.op_ids.get(&(body, op)).copied().unwrap_or(0) << 32) | i as u64
        };
        let ids: Vec<u64> = b.users(v).map(id).collect();
        if ids.windows(2).all(|w| w[0] > w[1]) {
            return None;
        }
        let mut order: Vec<(u32, u64)> = ids
            .iter()
            .enumerate()
            .map(|(p, &id)| (p as u32, id))
            .collect();
        order.sort_by_key(|&(_, id)| std::cmp::Reverse(id));
        Some(order.into_iter().map(|(p, _)| p).collect())
    }

    /// Encodes the use-list orders of a range of values, if any differs.
    fn encode_use_lists(&self, body: BodyId, values: &[Value]) -> Option<Vec<u8>> {
        let orders: Vec<(usize, Vec<u32>)> = values
            .iter()
            .enumerate()
            .filter_map(|(i, &v)| self.use_list_order(body, v).map(|o| (i, o)))
            .collect();
        if orders.is_empty() {
            return None;
        }
        let mut out = Vec::new();
        if values.len() != 1 {
            write_varint(&mut out, orders.len() as u64);
        }
        for (i, order) in orders {
            if values.len() != 1 {
                write_varint(&mut out, i as u64);
            }
            let shuffled = order
                .iter()
                .enumerate()
                .filter(|&(i, &o)| o as usize != i)
                .count();
            if shuffled < order.len() / 2 {
                write_varint(&mut out, (((shuffled * 2) as u64) << 1) | 1);
                for (i, &o) in order.iter().enumerate() {
                    if o as usize != i {
                        write_varint(&mut out, i as u64);
                        write_varint(&mut out, o as u64);
                    }
                }
            } else {
                write_varint(&mut out, (order.len() as u64) << 1);
                for &o in &order {
                    write_varint(&mut out, o as u64);
                }
            }
        }
        Some(out)
    }

    /// Which ops with regions are written as isolated: IsolatedFromAbove
    /// ones, and any whose regions use no value defined outside them.
    fn compute_isolation(&mut self, top: OpRef) {
        // Depth of each block: how many ops with regions enclose it.
        let mut depth: FxHashMap<(BodyId, BlockId), u32> = FxHashMap::default();
        self.isolation_walk(top.body, top.op, 0, &mut depth, true);
        self.isolation_walk(top.body, top.op, 0, &mut depth, false);
    }

    /// First pass (`record`): block depths. Second: the smallest depth of
    /// a value used inside each op, and the isolation decisions.
    fn isolation_walk(
        &mut self,
        body: BodyId,
        op: OpId,
        d: u32,
        depth: &mut FxHashMap<(BodyId, BlockId), u32>,
        record: bool,
    ) -> u32 {
        let b = self.ir.body(body);
        let mut min = u32::MAX;
        if !record {
            for v in b.operands(op) {
                let blk = match b.value_def(v) {
                    ValueDef::BlockArg { block, .. } => Some(block),
                    ValueDef::Result { op, .. } => b.parent_block(op),
                };
                if let Some(blk) = blk {
                    min = min.min(depth.get(&(body, blk)).copied().unwrap_or(0));
                }
            }
        }
        let (rb, regions) = self.regions_of(body, op);
        if regions.is_empty() {
            return min;
        }
        let mut inner = u32::MAX;
        for r in regions {
            let blocks: Vec<BlockId> = self.ir.body(rb).region_blocks(r).collect();
            for blk in blocks {
                if record {
                    depth.insert((rb, blk), d + 1);
                }
                let ops: Vec<OpId> = self.ir.body(rb).block_ops(blk).collect();
                for o in ops {
                    let m = stacker::maybe_grow(64 * 1024, 4 << 20, || {
                        self.isolation_walk(rb, o, d + 1, depth, record)
                    });
                    inner = inner.min(m);
                }
            }
        }
        if !record {
            let trait_isolated = self
                .ctx
                .op_def(self.ir.body(body).op(op).name)
                .is_some_and(|def| def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
            let isolated = trait_isolated || rb != body || inner == u32::MAX || inner > d;
            self.isolated.insert((body, op), isolated);
        }
        min.min(inner)
    }

    fn finalize_numbering(&mut self) {
        self.ops.finalize();
        self.attrs.finalize();
        self.types.finalize();
        self.number_resources();
    }

    fn emit(&mut self, top: OpRef, producer: &str) -> Vec<u8> {
        let v = self.version;
        // Dialect section (strings: dialect names, then op names).
        let mut dialect = Section::default();
        dialect.varint(self.dialects.len() as u64);
        let names = self.dialects.clone();
        for name in &names {
            let i = self.string(name) as u64;
            if v >= version::DIALECT_VERSIONING {
                dialect.varint(i << 1);
            } else {
                dialect.varint(i);
            }
        }
        if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            dialect.varint(self.ops.items.len() as u64);
        }
        let ops: Vec<(Ident, usize)> = self.ops.items.iter().map(|&(k, d, _)| (k, d)).collect();
        let mut i = 0;
        while i < ops.len() {
            let d = ops[i].1;
            let end = i + ops[i..].iter().take_while(|o| o.1 == d).count();
            dialect.varint(d as u64);
            dialect.varint((end - i) as u64);
            for &(name, _) in &ops[i..end] {
                let full = self.ctx.ident_bytes(name).to_vec();
                let op_part = match full.iter().position(|&b| b == b'.') {
                    Some(p) => &full[p + 1..],
                    None => &full[..0],
                };
                let s = self.string(op_part) as u64;
                if v >= version::NATIVE_PROPERTIES_ENCODING {
                    let registered = self.ctx.op_def(name).is_some() as u64;
                    dialect.varint((s << 1) | registered);
                } else {
                    dialect.varint(s);
                }
            }
            i = end;
        }

        // Attribute and type sections.
        let mut offsets = Section::default();
        let mut data = Section::default();
        offsets.varint(self.attrs.items.len() as u64);
        offsets.varint(self.types.items.len() as u64);
        let attrs: Vec<(Attribute, usize)> =
            self.attrs.items.iter().map(|&(k, d, _)| (k, d)).collect();
        let types: Vec<(Type, usize)> = self.types.items.iter().map(|&(k, d, _)| (k, d)).collect();
        let mut entries: Vec<(usize, u64)> = Vec::new();
        for &(a, d) in &attrs {
            let (bytes, custom) = self.encode_entry(
                |ctx, s| encode_attr(ctx, a, s),
                || rmlir_ir::printer::attr_to_string(self.ctx, a),
            );
            entries.push((d, ((bytes.len() as u64) << 1) | custom as u64));
            data.data.extend_from_slice(&bytes);
        }
        write_groups(&mut offsets, &entries);
        entries.clear();
        for &(t, d) in &types {
            let (bytes, custom) = self.encode_entry(
                |ctx, s| encode_type(ctx, t, s),
                || rmlir_ir::printer::type_to_string(self.ctx, t),
            );
            entries.push((d, ((bytes.len() as u64) << 1) | custom as u64));
            data.data.extend_from_slice(&bytes);
        }
        write_groups(&mut offsets, &entries);

        // IR section.
        let mut ir = Section::default();
        ir.varint(1 << 1);
        let mut scope = ValueNumbering::default();
        self.emit_op(&mut ir.data, top.body, top.op, &mut scope, &[]);

        // Resources.
        let (res_offsets, res_data) = self.emit_resources();

        // Strings, last: everything above added its strings.
        let mut strings = Section::default();
        strings.varint(self.strings.len() as u64);
        for s in self.strings.iter().rev() {
            strings.varint(s.len() as u64 + 1);
        }
        for s in &self.strings {
            strings.data.extend_from_slice(s);
            strings.data.push(0);
        }

        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC);
        write_varint(&mut out, v);
        out.extend_from_slice(producer.as_bytes());
        out.push(0);
        append_section(&mut out, SectionId::Dialect, &dialect);
        append_section(&mut out, SectionId::AttrTypeOffset, &offsets);
        append_section(&mut out, SectionId::AttrType, &data);
        append_section(&mut out, SectionId::Ir, &ir);
        append_section(&mut out, SectionId::ResourceOffset, &res_offsets);
        append_section(&mut out, SectionId::Resource, &res_data);
        append_section(&mut out, SectionId::String, &strings);
        if v >= version::NATIVE_PROPERTIES_ENCODING {
            let mut props = Section::default();
            props.varint(self.props.len() as u64);
            for p in &self.props {
                props.data.extend_from_slice(p);
            }
            append_section(&mut out, SectionId::Properties, &props);
        }
        out
    }

    fn encode_entry(
        &mut self,
        f: impl FnOnce(&Context, &mut dyn Sink) -> bool,
        text: impl FnOnce() -> String,
    ) -> (Vec<u8>, bool) {
        let ctx = self.ctx;
        let mut e = Emitter {
            w: self,
            out: Vec::new(),
        };
        if stacker::maybe_grow(64 * 1024, 4 << 20, || f(ctx, &mut e)) {
            return (e.out, true);
        }
        let mut bytes = text().into_bytes();
        bytes.push(0);
        (bytes, false)
    }

    fn emit_op(
        &mut self,
        out: &mut Vec<u8>,
        body: BodyId,
        op: OpId,
        scope: &mut ValueNumbering,
        region_blocks: &[BlockId],
    ) {
        let ctx = self.ctx;
        let b = self.ir.body(body);
        let data = b.op(op).clone();
        let def = ctx.op_def(data.name);
        let props = data.properties();
        write_varint(out, self.ops.index[&data.name] as u64);
        let mask_at = out.len();
        out.push(0);
        let mut mask = 0u8;
        write_varint(out, self.attrs.index[&data.loc.0] as u64);
        let dict = self.attr_dict(def, data.attrs, props);
        if !ctx.dictionary_entries(dict).is_empty() {
            mask |= op_mask::HAS_ATTRS;
            write_varint(out, self.attrs.index[&dict] as u64);
        }
        if self.version >= version::NATIVE_PROPERTIES_ENCODING {
            let encoded = match def {
                Some(def) if !has_property_storage(def) => None,
                Some(def) => {
                    let version = self.version;
                    let mut e = Emitter {
                        w: self,
                        out: Vec::new(),
                    };
                    encode_properties(ctx, def, props, version, &mut e);
                    Some(e.out)
                }
                None => props.map(|p| {
                    let mut v = Vec::new();
                    write_varint(&mut v, self.attrs.index[&p] as u64);
                    v
                }),
            };
            if let Some(bytes) = encoded {
                let mut entry = Vec::with_capacity(bytes.len() + 2);
                write_varint(&mut entry, bytes.len() as u64);
                entry.extend_from_slice(&bytes);
                let next = self.props.len();
                let i = *self.props_index.entry(entry.clone()).or_insert(next);
                if i == next {
                    self.props.push(entry);
                }
                mask |= op_mask::HAS_PROPERTIES;
                write_varint(out, i as u64);
            }
        }
        let b = self.ir.body(body);
        let results: Vec<Value> = b.results(op).collect();
        if !results.is_empty() {
            mask |= op_mask::HAS_RESULTS;
            write_varint(out, results.len() as u64);
            for &r in &results {
                write_varint(out, self.types.index[&b.value_type(r)] as u64);
            }
        }
        let operands: Vec<Value> = b.operands(op).collect();
        if !operands.is_empty() {
            mask |= op_mask::HAS_OPERANDS;
            write_varint(out, operands.len() as u64);
            for v in operands {
                write_varint(out, scope.id(body, v) as u64);
            }
        }
        let succs = b.successors(op).to_vec();
        if !succs.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            write_varint(out, succs.len() as u64);
            for s in succs {
                let i = region_blocks
                    .iter()
                    .position(|&x| x == s.block)
                    .unwrap_or(0);
                write_varint(out, i as u64);
            }
        }
        if self.version >= version::USE_LIST_ORDERING {
            if let Some(bytes) = self.encode_use_lists(body, &results) {
                mask |= op_mask::HAS_USE_LIST_ORDERS;
                out.extend_from_slice(&bytes);
            }
        }
        let (rb, regions) = self.regions_of(body, op);
        if !regions.is_empty() {
            mask |= op_mask::HAS_INLINE_REGIONS;
            let isolated = self.isolated.get(&(body, op)).copied().unwrap_or(false);
            write_varint(out, ((regions.len() as u64) << 1) | isolated as u64);
            if isolated {
                let mut inner = ValueNumbering::default();
                let mut buf = Vec::new();
                for &r in &regions {
                    self.emit_region(&mut buf, rb, r, &mut inner);
                }
                if self.version >= version::LAZY_LOADING {
                    out.push(SectionId::Ir as u8);
                    write_varint(out, buf.len() as u64);
                }
                out.extend_from_slice(&buf);
            } else {
                let base = scope.next;
                for &r in &regions {
                    scope.next = base;
                    self.emit_region(out, rb, r, scope);
                }
                scope.next = base;
            }
        }
        out[mask_at] = mask;
    }

    fn emit_region(
        &mut self,
        out: &mut Vec<u8>,
        body: BodyId,
        r: RegionId,
        scope: &mut ValueNumbering,
    ) {
        let b = self.ir.body(body);
        let blocks: Vec<BlockId> = b.region_blocks(r).collect();
        write_varint(out, blocks.len() as u64);
        if blocks.is_empty() {
            return;
        }
        // Number this region's own values first: nested regions continue
        // after all of them.
        let start = scope.next;
        let mut n = 0u64;
        for &blk in &blocks {
            for &a in b.block_args(blk) {
                scope.assign(body, a);
                n += 1;
            }
            for op in b.block_ops(blk) {
                for res in b.results(op) {
                    scope.assign(body, res);
                    n += 1;
                }
            }
        }
        write_varint(out, n);
        let after = scope.next;
        let unknown = self.ctx.unknown_loc();
        for &blk in &blocks {
            let b = self.ir.body(body);
            let args: Vec<Value> = b.block_args(blk).to_vec();
            let ops: Vec<OpId> = b.block_ops(blk).collect();
            write_varint(out, ((ops.len() as u64) << 1) | !args.is_empty() as u64);
            if !args.is_empty() {
                write_varint(out, args.len() as u64);
                for &a in &args {
                    let b = self.ir.body(body);
                    let t = self.types.index[&b.value_type(a)] as u64;
                    let loc = b.arg_loc(a).unwrap_or(unknown);
                    if self.version >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                        if loc == unknown {
                            write_varint(out, t << 1);
                        } else {
                            write_varint(out, (t << 1) | 1);
                            write_varint(out, self.attrs.index[&loc.0] as u64);
                        }
                    } else {
                        write_varint(out, t);
                        write_varint(out, self.attrs.index[&loc.0] as u64);
                    }
                }
                if self.version >= version::USE_LIST_ORDERING {
                    match self.encode_use_lists(body, &args) {
                        Some(bytes) => {
                            out.push(op_mask::HAS_USE_LIST_ORDERS);
                            out.extend_from_slice(&bytes);
                        }
                        None => out.push(0),
                    }
                }
            }
            for op in ops {
                scope.next = after;
                stacker::maybe_grow(64 * 1024, 4 << 20, || {
                    self.emit_op(out, body, op, scope, &blocks)
                });
            }
        }
        scope.next = start;
    }

    fn emit_resources(&mut self) -> (Section, Section) {
        let mut offsets = Section::default();
        let mut data = Section::default();
        let meta = self.meta;
        offsets.varint(meta.external_resources.len() as u64);
        for (group, entries) in &meta.external_resources {
            let mut infos = Vec::new();
            for e in entries {
                let start = data.data.len();
                let kind = self.emit_resource_value(&mut data, &e.value);
                infos.push((e.key.clone(), data.data.len() - start, kind));
            }
            let g = self.string(self.ctx.ident_bytes(*group)) as u64;
            offsets.varint(g);
            offsets.varint(infos.len() as u64);
            for (key, size, kind) in infos {
                let k = self.string(&key) as u64;
                offsets.varint(k);
                offsets.varint(size as u64);
                offsets.data.push(kind);
            }
        }
        for (d, entries) in self.plan_resources() {
            let mut infos = Vec::new();
            for (key, value) in entries {
                let start = data.data.len();
                let kind = match value {
                    Some(v) => self.emit_resource_value(&mut data, v),
                    None => 0,
                };
                infos.push((key, data.data.len() - start, kind));
            }
            offsets.varint(d as u64);
            offsets.varint(infos.len() as u64);
            for (key, size, kind) in infos {
                let k = self.string(&key) as u64;
                offsets.varint(k);
                offsets.varint(size as u64);
                offsets.data.push(kind);
            }
        }
        (offsets, data)
    }

    /// The dialect resource groups to write: per dialect, the resources
    /// the file carries that the IR refers to, then handles used without
    /// data (declared with size 0).
    #[allow(clippy::type_complexity)]
    fn plan_resources(&self) -> Vec<(usize, Vec<(Vec<u8>, Option<&'c ResourceValue>)>)> {
        let meta = self.meta;
        let mut groups: Vec<(usize, Vec<(Vec<u8>, Option<&'c ResourceValue>)>)> = Vec::new();
        let mut written: FxHashMap<Vec<u8>, ()> = FxHashMap::default();
        for (dialect, entries) in &meta.dialect_resources {
            let Some(&d) = self.dialect_index.get(self.ctx.ident_bytes(*dialect)) else {
                continue;
            };
            let mut infos = Vec::new();
            for e in entries {
                if !self.resource_index.contains_key(&self.ctx.ident(&e.key)) {
                    continue;
                }
                infos.push((e.key.to_vec(), Some(&e.value)));
                written.insert(e.key.to_vec(), ());
            }
            groups.push((d, infos));
        }
        for &(d, k) in &self.resources {
            let key = self.ctx.ident_bytes(k).to_vec();
            if written.contains_key(&key) {
                continue;
            }
            match groups.iter_mut().find(|g| g.0 == d) {
                Some(g) => g.1.push((key, None)),
                None => groups.push((d, vec![(key, None)])),
            }
        }
        groups.retain(|g| !g.1.is_empty());
        groups
    }

    /// Numbers resource handles in the order the reader meets them.
    fn number_resources(&mut self) {
        let order: Vec<Ident> = self
            .plan_resources()
            .into_iter()
            .flat_map(|(_, entries)| entries.into_iter().map(|(k, _)| k))
            .map(|k| self.ctx.ident(&k))
            .collect();
        self.resource_index.clear();
        for (i, k) in order.into_iter().enumerate() {
            self.resource_index.insert(k, i);
        }
    }

    fn emit_resource_value(&mut self, data: &mut Section, v: &ResourceValue) -> u8 {
        if self.elide_resource_data {
            return match v {
                ResourceValue::Blob(_) => 0,
                ResourceValue::Bool(_) => 1,
                ResourceValue::String(_) => 2,
            };
        }
        match v {
            ResourceValue::Bool(b) => {
                data.data.push(*b as u8);
                1
            }
            ResourceValue::String(s) => {
                let i = self.string(s) as u64;
                data.varint(i);
                2
            }
            ResourceValue::Blob(hex) => {
                let bytes = decode_hex(hex);
                let (align, blob) = if bytes.len() >= 4 {
                    (
                        u32::from_le_bytes(bytes[..4].try_into().expect("4 bytes")) as u64,
                        &bytes[4..],
                    )
                } else {
                    (1, &bytes[..])
                };
                data.varint(align.max(1));
                data.varint(blob.len() as u64);
                data.align_to(align.max(1));
                data.data.extend_from_slice(blob);
                0
            }
        }
    }
}

/// Whether upstream's op has a properties struct: any ODS attribute or
/// property, or segment sizes.
fn has_property_storage(def: &rmlir_ir::OpDef) -> bool {
    !def.properties.is_empty()
        || def.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        || def.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
}

fn decode_hex(hex: &[u8]) -> Vec<u8> {
    let val = |c: u8| match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => 0,
    };
    hex.chunks(2)
        .map(|p| (val(p[0]) << 4) | p.get(1).map_or(0, |&c| val(c)))
        .collect()
}

fn write_groups(s: &mut Section, entries: &[(usize, u64)]) {
    let mut i = 0;
    while i < entries.len() {
        let d = entries[i].0;
        let end = i + entries[i..].iter().take_while(|e| e.0 == d).count();
        s.varint(d as u64);
        s.varint((end - i) as u64);
        for e in &entries[i..end] {
            s.varint(e.1);
        }
        i = end;
    }
}

/// Value ids of one isolated scope.
#[derive(Default)]
struct ValueNumbering {
    ids: FxHashMap<(BodyId, Value), u32>,
    next: u32,
}

impl ValueNumbering {
    fn assign(&mut self, body: BodyId, v: Value) {
        self.ids.insert((body, v), self.next);
        self.next += 1;
    }
    fn id(&self, body: BodyId, v: Value) -> u32 {
        self.ids.get(&(body, v)).copied().unwrap_or(0)
    }
}
