//! The attribute and type tables: entries located by the offset section,
//! decoded on first use (upstream's `AttrTypeReader`), in the builtin
//! dialect's binary encoding or from their textual form.

use rmlir_ir::apint::ApInt;
use rmlir_ir::attributes::{dense_storage_bytes, FloatBits};
use rmlir_ir::float::FloatKind;
use rmlir_ir::types::{Signedness, MAX_INT_WIDTH};
use rmlir_ir::{AttrKind, Attribute, Context, Ident, Location, NamedAttr, Type, TypeKind};

use rmlir_ir::dialect_bytecode::{DialectBytecode, DialectBytecodeReader, ReadFailed, ReadResult};
use rmlir_ir::parallel::OnceHandle;

use super::cursor::Cursor;
use crate::encoding::SectionId;
use crate::error::Result;

/// A dialect named in the dialect section.
pub struct DialectEntry<'a> {
    /// The namespace.
    pub name: &'a [u8],
    /// The version blob the file carries for it, if any.
    pub version: Option<&'a [u8]>,
}

/// Where an entry's bytes start in the section's data; it ends where the
/// next one starts (each list ends with an entry marking the end). Kept
/// small: a large module has a million of them, one per location.
#[derive(Clone, Copy)]
struct Entry {
    start: usize,
    dialect: u32,
    custom: bool,
}

/// Stands for "unexpected trailing bytes after <kind> entry" until the
/// entry's resolution words it.
const TRAILING: &str = "unexpected trailing bytes after entry";

/// What decoding an entry needs besides the entry itself.
pub struct Shared<'a, 'c> {
    /// The context everything is uniqued in.
    pub ctx: &'c Context,
    /// The string table.
    pub strings: Vec<&'a [u8]>,
    /// The dialects.
    pub dialects: Vec<DialectEntry<'a>>,
    /// Dialect resource handles, by their global index.
    pub resources: Vec<Ident>,
    /// The file's bytecode version.
    pub version: u64,
}

/// The attribute and type tables. Shared by the threads that read
/// isolated regions in parallel: each entry is decoded once and kept in
/// its `OnceHandle` (a thread that loses the race to set it takes the
/// winner's value, so even `distinct` attributes come out one per entry).
pub struct AttrTypeTable<'a> {
    /// The section's data, at file offset `base`.
    bytes: &'a [u8],
    base: usize,
    attr_entries: Vec<Entry>,
    attrs: Vec<OnceHandle<Attribute>>,
    type_entries: Vec<Entry>,
    types: Vec<OnceHandle<Type>>,
    /// The next attribute a thread with nothing else to do decodes ahead
    /// of need (see [`TableReader::decode_ahead`]).
    ahead: std::sync::atomic::AtomicUsize,
}

/// One thread's way into an [`AttrTypeTable`]: the entries this thread is
/// in the middle of decoding, to catch entries that refer to themselves
/// (directly or through others) without a lock.
pub struct TableReader<'t, 'a> {
    table: &'t AttrTypeTable<'a>,
    busy_attrs: InProgress,
    busy_types: InProgress,
    /// The last string attribute read as an identifier: every location of
    /// a file names the same one.
    last_string: Option<(Attribute, Ident)>,
    /// How many entries are being decoded, one inside another. Upstream
    /// words errors about an entry reached from the IR ("Attribute") and
    /// about one reached from another entry ("attribute") apart.
    nesting: u32,
    /// Whether the parts of a run of fused locations are being resolved
    /// (see [`TableReader::fused_locations_from`]): runs do not nest, so
    /// an entry reached from itself goes the usual way, which reports it.
    in_fused_run: bool,
}

/// The entries one thread is decoding, one inside another. Decoding
/// nests, so they form a stack; a reader is made per region read, so this
/// must cost nothing up front (a bit set sized by the entry index would be
/// zero-filled again for every function of a module). Past a few levels,
/// which only hostile nesting reaches, a hash set keeps lookups constant.
#[derive(Default)]
struct InProgress {
    stack: Vec<usize>,
    deep: rustc_hash::FxHashSet<usize>,
}

impl InProgress {
    const SHALLOW: usize = 32;

    fn contains(&self, i: usize) -> bool {
        if self.stack.len() <= Self::SHALLOW {
            self.stack.contains(&i)
        } else {
            self.deep.contains(&i)
        }
    }

    fn push(&mut self, i: usize) {
        self.stack.push(i);
        match self.stack.len() {
            n if n == Self::SHALLOW + 1 => self.deep.extend(self.stack.iter().copied()),
            n if n > Self::SHALLOW + 1 => {
                self.deep.insert(i);
            }
            _ => {}
        }
    }

    fn pop(&mut self) {
        let Some(i) = self.stack.pop() else { return };
        if self.stack.len() == Self::SHALLOW {
            self.deep.clear();
        } else if self.stack.len() > Self::SHALLOW {
            self.deep.remove(&i);
        }
    }
}

const _: () = assert!(std::mem::size_of::<Entry>() == 16);

impl<'a> AttrTypeTable<'a> {
    /// Locates every entry: the offset section gives each one's size.
    pub fn parse(
        mut offsets: Cursor<'a>,
        data: Cursor<'a>,
        num_dialects: usize,
    ) -> Result<AttrTypeTable<'a>> {
        // Every entry is described by at least one byte of the offset section.
        let num_attrs = offsets.count(offsets.remaining(), "attribute")?;
        let num_types = offsets.count(offsets.remaining(), "type")?;
        let mut pos = 0usize;
        let bytes = data.rest();
        let mut read_group = |offsets: &mut Cursor<'a>, n: usize| -> Result<(Vec<Entry>, usize)> {
            let mut out = Vec::with_capacity(n.min(offsets.remaining()) + 1);
            while out.len() < n {
                let dialect = offsets.index(num_dialects, "dialect")?;
                let dialect =
                    u32::try_from(dialect).map_err(|_| offsets.error("too many dialects"))?;
                let count = offsets.count(n - out.len(), "attribute/type group")?;
                for _ in 0..count {
                    let v = offsets.varint()?;
                    let (size, custom) = ((v >> 1) as usize, v & 1 != 0);
                    if size > bytes.len() - pos {
                        return Err(offsets.error(
                            "Attribute or Type entry offset points past the end of section",
                        ));
                    }
                    out.push(Entry {
                        start: pos,
                        dialect,
                        custom,
                    });
                    pos += size;
                }
                if count == 0 && offsets.is_empty() {
                    break;
                }
            }
            let count = out.len();
            out.push(Entry {
                start: pos,
                dialect: 0,
                custom: false,
            });
            Ok((out, count))
        };
        let (attr_entries, read_attrs) = read_group(&mut offsets, num_attrs)?;
        let (type_entries, read_types) = read_group(&mut offsets, num_types)?;
        if read_attrs != num_attrs || read_types != num_types || !offsets.is_empty() {
            return Err(
                offsets.error("unexpected trailing data in the Attribute/Type offset section")
            );
        }
        Ok(AttrTypeTable {
            bytes,
            base: data.file_offset(),
            attrs: (0..num_attrs).map(|_| OnceHandle::default()).collect(),
            types: (0..num_types).map(|_| OnceHandle::default()).collect(),
            attr_entries,
            type_entries,
            ahead: Default::default(),
        })
    }

    /// A reader for the current thread.
    pub fn reader(&self) -> TableReader<'_, 'a> {
        TableReader {
            table: self,
            busy_attrs: InProgress::default(),
            busy_types: InProgress::default(),
            last_string: None,
            nesting: 0,
            in_fused_run: false,
        }
    }
}

impl<'a> TableReader<'_, 'a> {
    /// Decodes the next few attributes nobody has asked for yet, for a
    /// read that will use them all, on a thread that would otherwise wait.
    /// Entries come in the order ops first use them, so these are the ones
    /// the IR read meets next. An entry that fails is left for whoever
    /// needs it to report. Returns false once every entry was visited.
    pub fn decode_ahead(&mut self, sh: &Shared<'a, '_>) -> bool {
        const CHUNK: usize = 64;
        let table = self.table;
        let start = table
            .ahead
            .fetch_add(CHUNK, std::sync::atomic::Ordering::Relaxed);
        if start >= table.attrs.len() {
            return false;
        }
        let at = Cursor::new(&[], SectionId::AttrType, table.base);
        for i in start..(start + CHUNK).min(table.attrs.len()) {
            if table.attrs[i].get().is_none() {
                let _ = self.attr(sh, i, &at);
            }
        }
        true
    }

    /// Attribute `i`, decoded on first use.
    pub fn attr(&mut self, sh: &Shared<'a, '_>, i: usize, at: &Cursor<'_>) -> Result<Attribute> {
        let table = self.table;
        if let Some(v) = table.attrs.get(i).and_then(|s| s.get()) {
            return Ok(v);
        }
        if self.locations_from(sh, i) || self.fused_locations_from(sh, i) {
            if let Some(v) = table.attrs[i].get() {
                return Ok(v);
            }
        }
        self.resolve_attr(sh, i, at)
    }

    /// Attribute `i`, decoded on its own if not yet.
    fn resolve_attr(
        &mut self,
        sh: &Shared<'a, '_>,
        i: usize,
        at: &Cursor<'_>,
    ) -> Result<Attribute> {
        let table = self.table;
        self.resolve(
            sh,
            (&table.attrs, &table.attr_entries),
            i,
            at,
            ("Attribute", "attribute"),
            |this| &mut this.busy_attrs,
            Self::decode_attr,
        )
    }

    /// When entry `i` is a `file:line:col` location, decodes it and the
    /// locations of the same file after it in one go: a module's
    /// locations are listed one after another, and interning them together
    /// takes the context's locks once per chunk of lines, not per location.
    /// Anything unusual stops the run (and is left to [`Self::resolve`],
    /// which reports errors); returns whether entry `i` was decoded.
    fn locations_from(&mut self, sh: &Shared<'a, '_>, i: usize) -> bool {
        const RUN: usize = 256;
        let table = self.table;
        let builtin = |e: &Entry| {
            e.custom
                && sh
                    .dialects
                    .get(e.dialect as usize)
                    .is_some_and(|d| d.name == b"builtin")
        };
        // Code 11 (`FileLineColLoc`), then the file's string attribute.
        let parse = |e: &Entry, end: usize| -> Option<(u64, u32, u32)> {
            // As in `fused_locations_from`: read on, then checked.
            let mut c = &table.bytes[e.start..];
            if entry_varint(&mut c)? != 11 {
                return None;
            }
            let file = entry_varint(&mut c)?;
            let line = u32::try_from(entry_varint(&mut c)?).ok()?;
            let col = u32::try_from(entry_varint(&mut c)?).ok()?;
            (table.bytes.len() - c.len() == end).then_some((file, line, col))
        };
        let entries = &table.attr_entries;
        let Some(first) = entries.get(i).filter(|e| builtin(e)) else {
            return false;
        };
        let Some((file, line, col)) = parse(first, entries[i + 1].start) else {
            return false;
        };
        let mut locs = vec![(line, col)];
        let mut k = i + 1;
        while k < table.attrs.len() && locs.len() < RUN && table.attrs[k].get().is_none() {
            let e = &entries[k];
            match builtin(e).then(|| parse(e, entries[k + 1].start)).flatten() {
                Some((f, line, col)) if f == file => locs.push((line, col)),
                _ => break,
            }
            k += 1;
        }
        // The file name, through the usual path (it is no location).
        let Ok(file) = usize::try_from(file).map_err(|_| ()).and_then(|f| {
            let at = Cursor::new(&[], SectionId::AttrType, table.base + first.start);
            let a = self.resolve_attr(sh, f, &at).map_err(|_| ())?;
            match sh.ctx.attr_kind(a) {
                AttrKind::String { value, ty: None } => Ok(sh.ctx.ident(value)),
                _ => Err(()),
            }
        }) else {
            return false;
        };
        let mut out = Vec::with_capacity(locs.len());
        sh.ctx.file_line_col_locs(file, &locs, &mut out);
        for (slot, a) in table.attrs[i..].iter().zip(out) {
            slot.set(a);
        }
        true
    }

    /// When entry `i` is a `fused<metadata>[location]` location, decodes
    /// it and the ones with the same metadata after it in one go: debug
    /// info puts one on every op, the ops of a function share their
    /// metadata, and their locations are listed one after another.
    /// Interning them together looks the metadata's table up once, not per
    /// location. Anything unusual stops the run, and any failure gives up
    /// on it (left to [`Self::resolve`], which reports errors); returns
    /// whether entry `i` was decoded.
    fn fused_locations_from(&mut self, sh: &Shared<'a, '_>, i: usize) -> bool {
        const RUN: usize = 256;
        if self.in_fused_run {
            return false;
        }
        let table = self.table;
        let Some(builtin) = sh.dialects.iter().position(|d| d.name == b"builtin") else {
            return false;
        };
        // Code 13 (`FusedLocWithMetadata`), a list of one location, then
        // the metadata: (location index, metadata index).
        let parse = |e: &Entry, end: usize| -> Option<(usize, usize)> {
            if !e.custom || e.dialect as usize != builtin {
                return None;
            }
            // Read on into the next entries (so varints load whole words),
            // then checked to end where the entry does.
            let mut c = &table.bytes[e.start..];
            if entry_varint(&mut c)? != 13 || entry_varint(&mut c)? != 1 {
                return None;
            }
            let loc = usize::try_from(entry_varint(&mut c)?).ok()?;
            let meta = usize::try_from(entry_varint(&mut c)?).ok()?;
            (table.bytes.len() - c.len() == end).then_some((loc, meta))
        };
        let entries = &table.attr_entries;
        let Some((loc, meta)) = entries
            .get(i)
            .filter(|_| i < table.attrs.len() && !self.busy_attrs.contains(i))
            .and_then(|e| parse(e, entries[i + 1].start))
        else {
            return false;
        };
        let mut inner: smallvec::SmallVec<[usize; 64]> = smallvec::smallvec![loc];
        let mut k = i + 1;
        // Entries this thread is decoding already are left to finish so.
        while k < table.attrs.len()
            && inner.len() < RUN
            && table.attrs[k].get().is_none()
            && !self.busy_attrs.contains(k)
        {
            match parse(&entries[k], entries[k + 1].start) {
                Some((l, m)) if m == meta => inner.push(l),
                _ => break,
            }
            k += 1;
        }
        let at = Cursor::new(&[], SectionId::AttrType, table.base + entries[i].start);
        self.in_fused_run = true;
        // In the order decoding them one by one would meet them.
        let resolve_loc = |this: &mut Self, l: usize| -> Option<Location> {
            let a = this.attr(sh, l, &at).ok()?;
            sh.ctx.attr_kind(a).is_location().then_some(Location(a))
        };
        let mut locs: smallvec::SmallVec<[Location; 64]> = smallvec::SmallVec::new();
        let metadata = resolve_loc(self, inner[0]).and_then(|first| {
            locs.push(first);
            let m = self.attr(sh, meta, &at).ok()?;
            for &l in &inner[1..] {
                locs.push(resolve_loc(self, l)?);
            }
            Some(m)
        });
        self.in_fused_run = false;
        let Some(metadata) = metadata else {
            return false;
        };
        let mut out = Vec::with_capacity(locs.len());
        sh.ctx.fused_locs(metadata, &locs, &mut out);
        for (slot, l) in table.attrs[i..].iter().zip(out) {
            slot.set(l.0);
        }
        true
    }

    /// Type `i`, decoded on first use.
    pub fn ty(&mut self, sh: &Shared<'a, '_>, i: usize, at: &Cursor<'_>) -> Result<Type> {
        let table = self.table;
        // Decoded already, as most are: every op names its result types.
        if let Some(v) = table.types.get(i).and_then(|s| s.get()) {
            return Ok(v);
        }
        self.resolve(
            sh,
            (&table.types, &table.type_entries),
            i,
            at,
            ("Type", "type"),
            |this| &mut this.busy_types,
            Self::decode_type,
        )
    }

    /// Entry `i` of one of the tables: its value once decoded, else
    /// decoded now, with this thread's entries in progress marked in the
    /// set `busy` picks, so an entry reached again from itself is an error.
    #[allow(clippy::too_many_arguments)]
    fn resolve<T: rmlir_ir::context::HandleIndex>(
        &mut self,
        sh: &Shared<'a, '_>,
        (slots, entries): (&[OnceHandle<T>], &[Entry]),
        i: usize,
        at: &Cursor<'_>,
        (kind, lower): (&str, &str),
        busy: fn(&mut Self) -> &mut InProgress,
        decode: fn(&mut Self, &Shared<'a, '_>, &mut Cursor<'_>, bool, usize) -> Result<T>,
    ) -> Result<T> {
        let kind = if self.nesting > 0 { lower } else { kind };
        let Some(slot) = slots.get(i) else {
            return Err(at.error(format!("invalid {kind} index: {i}")));
        };
        if let Some(v) = slot.get() {
            return Ok(v);
        }
        if busy(self).contains(i) {
            return Err(at.error(format!("{lower} {i} refers to itself")));
        }
        busy(self).push(i);
        // `slots` has one entry fewer than `entries`: the end marker.
        let (e, end) = (entries[i], entries[i + 1].start);
        let table = self.table;
        let mut c = Cursor::new(
            &table.bytes[e.start..end],
            SectionId::AttrType,
            table.base + e.start,
        );
        self.nesting += 1;
        let res = stacker::maybe_grow(64 * 1024, 4 << 20, || {
            decode(self, sh, &mut c, e.custom, e.dialect as usize)
        });
        self.nesting -= 1;
        busy(self).pop();
        let v = res.map_err(|mut err| {
            // The entry's own trailing bytes, worded as its reader words them.
            if err.message == TRAILING {
                err.message = format!("unexpected trailing bytes after {kind} entry");
            }
            err
        })?;
        Ok(slot.set(v))
    }

    /// Reads an attribute index and resolves it.
    pub fn read_attr(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Attribute> {
        let i = c.varint()?;
        self.attr(sh, usize::try_from(i).unwrap_or(usize::MAX), c)
    }

    /// Reads `writeOptionalAttribute`'s encoding: 0 for none, else
    /// `index << 1 | 1`.
    pub fn read_optional_attr(
        &mut self,
        sh: &Shared<'a, '_>,
        c: &mut Cursor<'_>,
    ) -> Result<Option<Attribute>> {
        let v = c.varint()?;
        if v & 1 == 0 {
            return Ok(None);
        }
        // Upstream resolves an optional attribute as one of the IR, even
        // inside another entry.
        let nesting = std::mem::take(&mut self.nesting);
        let a = self.attr(sh, usize::try_from(v >> 1).unwrap_or(usize::MAX), c);
        self.nesting = nesting;
        a.map(Some)
    }

    /// Reads a type index and resolves it.
    pub fn read_type(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Type> {
        let i = c.varint()?;
        self.ty(sh, usize::try_from(i).unwrap_or(usize::MAX), c)
    }

    fn read_loc(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Location> {
        let a = self.read_attr(sh, c)?;
        if !sh.ctx.attr_kind(a).is_location() {
            return Err(c.error(expected(sh.ctx, "mlir::LocationAttr", a)));
        }
        Ok(Location(a))
    }

    fn read_string_attr(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Ident> {
        let a = self.read_attr(sh, c)?;
        if let Some((last, id)) = self.last_string {
            if last == a {
                return Ok(id);
            }
        }
        match sh.ctx.attr_kind(a) {
            AttrKind::String { value, ty: None } => {
                let id = sh.ctx.ident(value);
                self.last_string = Some((a, id));
                Ok(id)
            }
            _ => Err(c.error(expected(sh.ctx, "mlir::StringAttr", a))),
        }
    }

    fn decode_attr(
        &mut self,
        sh: &Shared<'a, '_>,
        c: &mut Cursor<'_>,
        custom: bool,
        dialect: usize,
    ) -> Result<Attribute> {
        let a = if !custom {
            let text = c.cstr()?;
            rmlir_asm_parser::parse_attribute_text(sh.ctx, text)
                .map_err(|e| text_error(c, text, e))?
        } else if sh.dialects[dialect].name == b"builtin" {
            self.builtin_attr(sh, c)?
        } else if let Some(hooks) = dialect_hooks(sh, dialect) {
            let mut r = DialectReader {
                table: self,
                sh,
                c,
                error: None,
            };
            match (hooks.read_attr)(&mut r) {
                Ok(a) => a,
                Err(_) => return Err(r.into_error("failed to read attribute")),
            }
        } else {
            return Err(c.error(format!(
                "dialect '{}' does not implement the bytecode interface",
                rmlir_ir::diagnostics::message_text(sh.dialects[dialect].name)
            )));
        };
        if !c.is_empty() {
            return Err(c.error(TRAILING));
        }
        Ok(a)
    }

    fn decode_type(
        &mut self,
        sh: &Shared<'a, '_>,
        c: &mut Cursor<'_>,
        custom: bool,
        dialect: usize,
    ) -> Result<Type> {
        let t = if !custom {
            let text = c.cstr()?;
            rmlir_asm_parser::parse_type_text(sh.ctx, text).map_err(|e| text_error(c, text, e))?
        } else if sh.dialects[dialect].name == b"builtin" {
            self.builtin_type(sh, c)?
        } else if let Some(hooks) = dialect_hooks(sh, dialect) {
            let mut r = DialectReader {
                table: self,
                sh,
                c,
                error: None,
            };
            match (hooks.read_type)(&mut r) {
                Ok(t) => t,
                Err(_) => return Err(r.into_error("failed to read type")),
            }
        } else {
            return Err(c.error(format!(
                "dialect '{}' does not implement the bytecode interface",
                rmlir_ir::diagnostics::message_text(sh.dialects[dialect].name)
            )));
        };
        if !c.is_empty() {
            return Err(c.error(TRAILING));
        }
        Ok(t)
    }

    fn list<T>(
        &mut self,
        sh: &Shared<'a, '_>,
        c: &mut Cursor<'_>,
        mut f: impl FnMut(&mut Self, &Shared<'a, '_>, &mut Cursor<'_>) -> Result<T>,
    ) -> Result<Vec<T>> {
        // Every element takes at least one byte.
        let n = c.count(c.remaining(), "list element")?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(f(self, sh, c)?);
        }
        Ok(out)
    }

    fn builtin_attr(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Attribute> {
        let ctx = sh.ctx;
        let code = c.varint()?;
        Ok(match code {
            0 => {
                let elems = self.list(sh, c, |t, sh, c| t.read_attr(sh, c))?;
                ctx.array_attr(&elems)
            }
            1 => {
                let entries = self.list(sh, c, |t, sh, c| {
                    let name = t.read_string_attr(sh, c)?;
                    let value = t.read_attr(sh, c)?;
                    Ok(NamedAttr { name, value })
                })?;
                ctx.dictionary_attr(entries)
            }
            2 => ctx.string_attr(read_string(sh, c)?),
            3 => {
                let s = read_string(sh, c)?;
                let ty = self.read_type(sh, c)?;
                // Upstream's strings are typed `none` by default: one
                // attribute, however it was written.
                ctx.intern_attr(AttrKind::String {
                    value: s.into(),
                    ty: Some(ty).filter(|&t| t != ctx.none_type()),
                })
            }
            4 => {
                let root = self.read_string_attr(sh, c)?;
                ctx.symbol_ref_attr(root, &[])
            }
            5 => {
                let root = self.read_string_attr(sh, c)?;
                let nested = self.list(sh, c, |t, sh, c| {
                    let a = t.read_attr(sh, c)?;
                    match sh.ctx.attr_kind(a) {
                        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Ok(*root),
                        _ => Err(c.error(expected(sh.ctx, "mlir::FlatSymbolRefAttr", a))),
                    }
                })?;
                ctx.symbol_ref_attr(root, &nested)
            }
            6 => ctx.type_attr(self.read_type(sh, c)?),
            7 => ctx.unit_attr(),
            8 => {
                let ty = self.read_type(sh, c)?;
                let width = match ctx.type_kind(ty) {
                    TypeKind::Integer { width, .. } => *width,
                    TypeKind::Index => 64,
                    _ => return Err(c.error("expected integer or index type for IntegerAttr")),
                };
                let value = read_apint(c, width)?;
                ctx.intern_attr(AttrKind::Integer { ty, value })
            }
            9 => {
                let ty = self.read_type(sh, c)?;
                let kind = match ctx.type_kind(ty) {
                    TypeKind::Float(k) => *k,
                    _ => return Err(c.error("expected float type for FloatAttr")),
                };
                let v = read_apint(c, kind.bit_width())?;
                let limbs = v.limbs();
                let bits = limbs.first().copied().unwrap_or(0) as u128
                    | (limbs.get(1).copied().unwrap_or(0) as u128) << 64;
                ctx.intern_attr(AttrKind::Float {
                    ty,
                    bits: FloatBits::from(bits),
                })
            }
            10 => {
                let callee = self.read_loc(sh, c)?;
                let caller = self.read_loc(sh, c)?;
                ctx.callsite_loc(callee, caller).0
            }
            11 => {
                let file = self.read_string_attr(sh, c)?;
                let line = read_u32(c)?;
                let col = read_u32(c)?;
                ctx.intern_attr(AttrKind::FileLineCol {
                    file,
                    line,
                    col,
                    end_line: None,
                    end_col: None,
                })
            }
            12 | 13 => {
                // Mostly one location (with debug info's metadata, on
                // every op): no allocation for the list.
                let n = c.count(c.remaining(), "list element")?;
                let mut locs: smallvec::SmallVec<[Location; 2]> = smallvec::SmallVec::new();
                for _ in 0..n {
                    locs.push(self.read_loc(sh, c)?);
                }
                let metadata = if code == 13 {
                    Some(self.read_attr(sh, c)?)
                } else {
                    None
                };
                ctx.fused_loc(metadata, &locs).0
            }
            14 => {
                let name = self.read_string_attr(sh, c)?;
                let child = self.read_loc(sh, c)?;
                ctx.name_loc(ctx.ident_bytes(name), Some(child)).0
            }
            15 => ctx.unknown_loc().0,
            16 => {
                let ty = self.read_type(sh, c)?;
                let h = c.index(sh.resources.len(), "resource handle")?;
                ctx.intern_attr(AttrKind::DenseResource {
                    ty,
                    handle: sh.resources[h],
                })
            }
            17 => {
                let elem = self.read_type(sh, c)?;
                let count = c.varint()?;
                let raw = c.blob()?;
                let Some(bytes) = dense_storage_bytes(ctx, elem) else {
                    return Err(c.error("invalid element type for DenseArrayAttr"));
                };
                // Upstream keeps the count and the blob as they are and
                // reads `count` elements of the blob: more data than that
                // is ignored (less would be read past).
                if count
                    .checked_mul(bytes as u64)
                    .is_none_or(|n| n > raw.len() as u64)
                {
                    return Err(c.error("DenseArrayAttr data does not match its element count"));
                }
                ctx.intern_attr(AttrKind::DenseArray {
                    elem,
                    count: count as u32,
                    raw: raw[..count as usize * bytes].into(),
                })
            }
            18 => {
                let ty = self.read_type(sh, c)?;
                let raw = c.blob()?;
                let n = num_elements(ctx, ty).ok_or_else(|| c.error("expected a static shape"))?;
                ctx.dense_elements_from_raw(ty, n, raw, true)
                    .ok_or_else(|| c.error("invalid raw data for DenseIntOrFPElementsAttr"))?
            }
            19 => {
                let ty = self.read_type(sh, c)?;
                let splat = c.varint()? != 0;
                let n = if splat {
                    1
                } else {
                    let n =
                        num_elements(ctx, ty).ok_or_else(|| c.error("expected a static shape"))?;
                    if n > c.remaining() as u64 {
                        return Err(c.error("DenseStringElementsAttr has more elements than data"));
                    }
                    n as usize
                };
                let mut values = Vec::with_capacity(n);
                for _ in 0..n {
                    values.push(Box::<[u8]>::from(read_string(sh, c)?));
                }
                ctx.intern_attr(AttrKind::DenseStrings {
                    ty,
                    splat,
                    values: values.into(),
                })
            }
            20 => {
                let ty = self.read_type(sh, c)?;
                let indices = self.read_attr(sh, c)?;
                let values = self.read_attr(sh, c)?;
                ctx.intern_attr(AttrKind::Sparse {
                    ty,
                    indices,
                    values,
                })
            }
            21 => {
                let referenced = self.read_attr(sh, c)?;
                ctx.distinct_attr(referenced)
            }
            22 => {
                let file = self.read_string_attr(sh, c)?;
                let n = c.count(4, "FileLineColRange number")?;
                let mut v = [0u32; 4];
                for x in v.iter_mut().take(n) {
                    *x = read_u32(c)?;
                }
                let (line, col, end_line, end_col) = match n {
                    0 => (0, 0, None, None),
                    1 => (v[0], 0, None, None),
                    2 => (v[0], v[1], None, Some(v[1])),
                    3 => (v[0], v[1], None, Some(v[2])),
                    _ => (v[0], v[1], (v[2] != v[0]).then_some(v[2]), Some(v[3])),
                };
                ctx.intern_attr(AttrKind::FileLineCol {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                })
            }
            _ => return Err(c.error(format!("unknown attribute code: {code}"))),
        })
    }

    fn builtin_type(&mut self, sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<Type> {
        let ctx = sh.ctx;
        let code = c.varint()?;
        let shape = |c: &mut Cursor<'_>| -> Result<Box<[i64]>> {
            let n = c.count(c.remaining(), "dimension")?;
            let mut v = Vec::with_capacity(n);
            for _ in 0..n {
                // Any size, as upstream builds the type unchecked: a
                // negative one is the verifier's to reject.
                v.push(c.signed_varint()?);
            }
            Ok(v.into())
        };
        let float = |k| ctx.float_type(k);
        Ok(match code {
            0 => {
                let v = c.varint()?;
                let width = v >> 2;
                let signedness = match v & 3 {
                    0 => Signedness::Signless,
                    1 => Signedness::Signed,
                    2 => Signedness::Unsigned,
                    _ => return Err(c.error("invalid integer signedness")),
                };
                if width > MAX_INT_WIDTH as u64 {
                    return Err(c.error(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )));
                }
                ctx.int_type_signed(width as u32, signedness)
            }
            1 => ctx.index_type(),
            2 => {
                let inputs = self.list(sh, c, |t, sh, c| t.read_type(sh, c))?;
                let results = self.list(sh, c, |t, sh, c| t.read_type(sh, c))?;
                ctx.intern_type(TypeKind::Function {
                    inputs: inputs.into(),
                    results: results.into(),
                })
            }
            3 => float(FloatKind::BF16),
            4 => float(FloatKind::F16),
            5 => float(FloatKind::F32),
            6 => float(FloatKind::F64),
            7 => float(FloatKind::F80),
            8 => float(FloatKind::F128),
            9 => ctx.intern_type(TypeKind::Complex(self.read_type(sh, c)?)),
            10 | 11 => {
                let memory_space = if code == 11 {
                    Some(self.read_attr(sh, c)?)
                } else {
                    None
                };
                let shape = shape(c)?;
                let elem = self.read_type(sh, c)?;
                let layout = self.read_attr(sh, c)?;
                let layout = match ctx.attr_kind(layout) {
                    AttrKind::AffineMap(m) if m.is_identity() => None,
                    _ => Some(layout),
                };
                ctx.intern_type(TypeKind::MemRef {
                    shape,
                    elem,
                    layout,
                    memory_space,
                })
            }
            12 => ctx.none_type(),
            13 | 14 => {
                let encoding = if code == 14 {
                    Some(self.read_attr(sh, c)?)
                } else {
                    None
                };
                let shape = shape(c)?;
                let elem = self.read_type(sh, c)?;
                ctx.intern_type(TypeKind::RankedTensor {
                    shape,
                    elem,
                    encoding,
                })
            }
            15 => {
                let elems = self.list(sh, c, |t, sh, c| t.read_type(sh, c))?;
                ctx.intern_type(TypeKind::Tuple(elems.into()))
            }
            16 | 17 => {
                let memory_space = if code == 17 {
                    Some(self.read_attr(sh, c)?)
                } else {
                    None
                };
                let elem = self.read_type(sh, c)?;
                ctx.intern_type(TypeKind::UnrankedMemRef { elem, memory_space })
            }
            18 => ctx.intern_type(TypeKind::UnrankedTensor {
                elem: self.read_type(sh, c)?,
            }),
            19 | 20 => {
                let scalable: Option<Vec<bool>> = if code == 20 {
                    let n = c.count(c.remaining(), "scalable flag")?;
                    let mut v = Vec::with_capacity(n);
                    for _ in 0..n {
                        v.push(c.byte()? != 0);
                    }
                    Some(v)
                } else {
                    None
                };
                let shape = shape(c)?;
                let elem = self.read_type(sh, c)?;
                let scalable = match scalable {
                    Some(s) if s.len() == shape.len() => s,
                    Some(_) => return Err(c.error("scalable flags do not match the vector rank")),
                    None => vec![false; shape.len()],
                };
                ctx.intern_type(TypeKind::Vector {
                    shape,
                    scalable: scalable.into(),
                    elem,
                })
            }
            // Upstream's generated reader says "attribute" for types too.
            _ => return Err(c.error(format!("unknown attribute code: {code}"))),
        })
    }
}

/// A PrefixVarInt at the start of `s`, for the bulk paths that scan
/// entries and give up on anything unusual: no error to build, and the
/// rare nine-byte form is left to [`Cursor::varint`] too.
#[inline(always)]
fn entry_varint(s: &mut &[u8]) -> Option<u64> {
    let &first = s.first()?;
    if first & 1 != 0 {
        *s = &s[1..];
        return Some((first >> 1) as u64);
    }
    let len = first.trailing_zeros() as usize + 1;
    if first == 0 || len > s.len() {
        return None;
    }
    let v = match s.first_chunk::<8>() {
        // One load reads them all.
        Some(word) => {
            let raw = u64::from_le_bytes(*word);
            if len == 8 {
                raw
            } else {
                raw & ((1u64 << (8 * len)) - 1)
            }
        }
        // Byte by byte: a copy of a variable length would call `memcpy`.
        None => s[..len]
            .iter()
            .rev()
            .fold(0u64, |v, &b| (v << 8) | b as u64),
    };
    *s = &s[len..];
    Some(v >> len)
}

/// The bytecode encodings of the dialect the file numbers `dialect`, if
/// it has any (a registered dialect's, or the decoding of one kept opaque).
fn dialect_hooks(sh: &Shared<'_, '_>, dialect: usize) -> Option<&'static DialectBytecode> {
    sh.ctx
        .registry()
        .dialect_bytecode(sh.dialects[dialect].name)
}

/// A dialect's decoder reading one entry (upstream's `DialectReader`):
/// reads go through the entry's cursor and the attribute/type table; the
/// first error is kept, located.
struct DialectReader<'x, 't, 'a, 'c, 'b> {
    table: &'x mut TableReader<'t, 'a>,
    sh: &'x Shared<'a, 'c>,
    c: &'x mut Cursor<'b>,
    error: Option<crate::error::BytecodeError>,
}

impl DialectReader<'_, '_, '_, '_, '_> {
    fn fail(&mut self, e: crate::error::BytecodeError) -> ReadFailed {
        self.error.get_or_insert(e);
        ReadFailed
    }

    fn check<T>(&mut self, r: Result<T>) -> ReadResult<T> {
        r.map_err(|e| self.fail(e))
    }

    fn into_error(self, fallback: &str) -> crate::error::BytecodeError {
        let c = self.c;
        self.error.unwrap_or_else(|| c.error(fallback))
    }
}

impl DialectBytecodeReader for DialectReader<'_, '_, '_, '_, '_> {
    fn ctx(&self) -> &Context {
        self.sh.ctx
    }
    fn bytecode_version(&self) -> u64 {
        self.sh.version
    }
    fn emit_error(&mut self, message: &str) -> ReadFailed {
        let e = self.c.error(message);
        self.fail(e)
    }
    fn read_varint(&mut self) -> ReadResult<u64> {
        let r = self.c.varint();
        self.check(r)
    }
    fn read_byte(&mut self) -> ReadResult<u8> {
        let r = self.c.byte();
        self.check(r)
    }
    fn read_attr(&mut self) -> ReadResult<Attribute> {
        let r = self.table.read_attr(self.sh, self.c);
        self.check(r)
    }
    fn read_optional_attr(&mut self) -> ReadResult<Option<Attribute>> {
        let r = self.table.read_optional_attr(self.sh, self.c);
        self.check(r)
    }
    fn read_type(&mut self) -> ReadResult<Type> {
        let r = self.table.read_type(self.sh, self.c);
        self.check(r)
    }
    fn read_string(&mut self) -> ReadResult<Vec<u8>> {
        let r = read_string(self.sh, self.c).map(|s| s.to_vec());
        self.check(r)
    }
    fn read_blob(&mut self) -> ReadResult<Vec<u8>> {
        let r = self.c.blob().map(|b| b.to_vec());
        self.check(r)
    }
    fn read_resource_handle(&mut self) -> ReadResult<Ident> {
        let r = self.c.index(self.sh.resources.len(), "resource handle");
        let h = self.check(r)?;
        Ok(self.sh.resources[h])
    }
    fn remaining(&self) -> usize {
        self.c.remaining()
    }
}

fn read_string<'a>(sh: &Shared<'a, '_>, c: &mut Cursor<'_>) -> Result<&'a [u8]> {
    let i = c.index(sh.strings.len(), "string")?;
    Ok(sh.strings[i])
}

fn read_u32(c: &mut Cursor<'_>) -> Result<u32> {
    let v = c.varint()?;
    u32::try_from(v).map_err(|_| c.error(format!("location number {v} is too large")))
}

/// `readAPIntWithKnownWidth`: one byte up to 8 bits, a zigzag varint of
/// the zero-extended value up to 64, else the active words.
pub fn read_apint(c: &mut Cursor<'_>, width: u32) -> Result<ApInt> {
    if width <= 8 {
        return Ok(ApInt::from_u64(width, c.byte()? as u64));
    }
    if width <= 64 {
        return Ok(ApInt::from_u64(width, c.signed_varint()? as u64));
    }
    let words = c.count(width.div_ceil(64) as usize, "APInt word")?;
    let mut limbs = Vec::with_capacity(words);
    for _ in 0..words {
        limbs.push(c.signed_varint()? as u64);
    }
    Ok(ApInt::from_limbs(width, &limbs))
}

/// The number of elements of a statically shaped type.
pub fn num_elements(ctx: &Context, ty: Type) -> Option<u64> {
    let shape = ctx.type_kind(ty).shape()?;
    shape.iter().try_fold(1u64, |acc, &d| {
        if d < 0 {
            None
        } else {
            acc.checked_mul(d as u64)
        }
    })
}

/// Upstream's message for an attribute of the wrong kind read by a dialect
/// reader (`DialectReader::readAttribute<T>`): `expected T, but got: a`.
fn expected(ctx: &rmlir_ir::Context, class: &str, a: Attribute) -> String {
    let mut got = String::new();
    rmlir_ir::printer::print_attribute(ctx, a, &mut got);
    format!("expected {class}, but got: {got}")
}

/// Upstream's message for an attribute of the wrong kind read by the IR
/// reader (`parseAttribute<T>`): `expected attribute of type: T, but got: a`.
pub(crate) fn expected_attribute(ctx: &rmlir_ir::Context, class: &str, a: Attribute) -> String {
    format!(
        "expected attribute of type: {}",
        expected(ctx, class, a).trim_start_matches("expected ")
    )
}

/// An error in the textual form of an entry, with its place in the text.
fn text_error(
    c: &Cursor<'_>,
    text: &[u8],
    e: rmlir_asm_parser::TextError,
) -> crate::error::BytecodeError {
    let mut err = c.error(e.message);
    err.in_text = e.at.map(|(line, col)| (text.to_vec(), line, col));
    err
}
