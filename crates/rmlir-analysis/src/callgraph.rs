//! The call graph (upstream's `CallGraph`, `mlir/Analysis/CallGraph.cpp`):
//! a node per callable region (`CallableOpInterface`), call edges from
//! the callable holding a call (`CallOpInterface`) to the callable it
//! resolves to, child edges to the callables nested in one, and two
//! nodes without region: the external caller, with an abstract edge to
//! every top-level callable, and the unknown callee, which calls that do
//! not resolve go to.
//!
//! [`CallGraph::sccs`] gives the strongly connected components bottom-up
//! in the order LLVM's `scc_iterator` visits them from the external node,
//! which decides the order the inliner works in.

use rmlir_ir::{AttrKind, Attribute, Context, Ir, OpRef, OpTraits, RegionRef};
use rustc_hash::FxHashMap;

use crate::dataflow::callable_region;

/// A node of the [`CallGraph`], by index.
pub type NodeId = usize;

/// The external caller node: it calls every top-level callable.
pub const EXTERNAL_CALLER: NodeId = 0;
/// The node of callees that could not be resolved.
pub const UNKNOWN_CALLEE: NodeId = 1;

/// What an edge stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the external node to a top-level callable.
    Abstract,
    /// A call.
    Call,
    /// To a callable nested in the source's.
    Child,
}

/// An edge of the [`CallGraph`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// Where the edge goes.
    pub target: NodeId,
    /// What it stands for.
    pub kind: EdgeKind,
}

/// A node: a callable region, or one of the two nodes without one.
#[derive(Clone, Debug)]
pub struct CallGraphNode {
    /// The callable op and its callable region; `None` for the external
    /// caller and unknown callee nodes.
    pub callable: Option<(OpRef, RegionRef)>,
    /// The edges, in the order they were added, each once.
    pub edges: Vec<Edge>,
}

impl CallGraphNode {
    /// Whether this is the external caller or the unknown callee node.
    pub fn is_external(&self) -> bool {
        self.callable.is_none()
    }

    /// Whether a callable is nested in this one (a child edge).
    pub fn has_children(&self) -> bool {
        self.edges.iter().any(|e| e.kind == EdgeKind::Child)
    }

    fn add_edge(&mut self, target: NodeId, kind: EdgeKind) {
        let e = Edge { target, kind };
        if !self.edges.contains(&e) {
            self.edges.push(e);
        }
    }
}

/// Resolves symbol references from ops (`lookupNearestSymbolFrom`), with
/// each symbol table indexed once (upstream's `SymbolTableCollection`).
/// Unlike `rmlir_ir::symbols::SymbolTables` it does not borrow the IR, so
/// it lives across changes; a cached symbol erased since is looked up
/// again.
#[derive(Default)]
pub struct SymbolResolver {
    tables: FxHashMap<OpRef, FxHashMap<Box<[u8]>, OpRef>>,
}

impl SymbolResolver {
    /// No table indexed yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol table `from` is, or the nearest one around it
    /// (`getNearestSymbolTable`).
    pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, from: OpRef) -> Option<OpRef> {
        let mut cur = Some(from);
        while let Some(op) = cur {
            if ctx
                .op_def(ir.body(op.body).op(op.op).name)
                .is_some_and(|d| d.has(OpTraits::SYMBOL_TABLE))
            {
                return Some(op);
            }
            cur = ir.parent_op(op);
        }
        None
    }

    /// The symbol named `name` directly in `table`.
    pub fn lookup_in(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        table: OpRef,
        name: &[u8],
    ) -> Option<OpRef> {
        let stale = |found: &OpRef| {
            let body = ir.body(found.body);
            body.is_erased(found.op)
                || rmlir_ir::symbols::symbol_name(ctx, ir, *found) != Some(name)
        };
        if let Some(found) = self.tables.get(&table).and_then(|t| t.get(name)) {
            if !stale(found) {
                return Some(*found);
            }
            self.tables.remove(&table);
        }
        let index = self.tables.entry(table).or_insert_with(|| {
            let mut index = FxHashMap::default();
            let (b, mut regions) = ir.regions(table);
            let body = ir.body(b);
            if let Some(entry) = regions.next().and_then(|r| body.first_block(r)) {
                for o in body.block_ops(entry) {
                    let op = OpRef { body: b, op: o };
                    if let Some(n) = rmlir_ir::symbols::symbol_name(ctx, ir, op) {
                        index.entry(n.into()).or_insert(op);
                    }
                }
            }
            index
        });
        index.get(name).copied()
    }

    /// Resolves `sym` from the symbol table nearest to `from`
    /// (`SymbolTable::lookupNearestSymbolFrom`).
    pub fn lookup_nearest(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        from: OpRef,
        sym: Attribute,
    ) -> Option<OpRef> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        let table = Self::nearest_symbol_table(ctx, ir, from)?;
        let mut cur = self.lookup_in(ctx, ir, table, ctx.ident_bytes(*root))?;
        for n in nested.iter() {
            cur = self.lookup_in(ctx, ir, cur, ctx.ident_bytes(*n))?;
        }
        Some(cur)
    }
}

/// The callee symbol of a direct call (`getCallableForCallee` when it is
/// a symbol); `None` for an indirect call or an op that is not a call.
pub fn call_callee_symbol(ctx: &Context, ir: &Ir, call: OpRef) -> Option<Attribute> {
    let def = ctx.op_def(ir.body(call.body).op(call.op).name)?;
    let callee = def.interfaces.call?.callee_attr;
    if callee.is_empty() {
        return None;
    }
    rmlir_ir::OpView::new(ctx, ir, call).any_attr(callee)
}

/// Whether `op` is a call (`CallOpInterface`).
pub fn is_call(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    ctx.op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| d.interfaces.call.is_some())
}

/// Whether `op` is a callable (`CallableOpInterface`).
pub fn is_callable(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    ctx.op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| d.interfaces.callable.is_some())
}

/// The call graph of the callables nested in an op.
#[derive(Clone, Debug)]
pub struct CallGraph {
    nodes: Vec<CallGraphNode>,
    by_region: FxHashMap<RegionRef, NodeId>,
}

impl CallGraph {
    /// The call graph of what is nested in `top` (upstream's two walks:
    /// callables first, so that calls resolve to nested ones too).
    pub fn new(ctx: &Context, ir: &Ir, top: OpRef, resolver: &mut SymbolResolver) -> Self {
        let external = CallGraphNode {
            callable: None,
            edges: Vec::new(),
        };
        let mut cg = CallGraph {
            nodes: vec![external.clone(), external],
            by_region: FxHashMap::default(),
        };
        cg.compute(ctx, ir, top, resolver, false);
        cg.compute(ctx, ir, top, resolver, true);
        cg
    }

    /// `computeCallGraph`, pre-order with an explicit stack.
    fn compute(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        top: OpRef,
        resolver: &mut SymbolResolver,
        resolve_calls: bool,
    ) {
        let mut stack: Vec<(OpRef, Option<NodeId>)> = vec![(top, None)];
        let mut children = Vec::new();
        while let Some((op, mut parent)) = stack.pop() {
            if is_call(ctx, ir, op) {
                if let (true, Some(p)) = (resolve_calls, parent) {
                    let target = self.resolve_callable(ctx, ir, op, resolver);
                    self.nodes[p].add_edge(target, EdgeKind::Call);
                }
                continue;
            }
            if is_callable(ctx, ir, op) {
                match callable_region(ctx, ir, op) {
                    Some((body, region)) => {
                        parent = Some(self.get_or_add_node(op, RegionRef { body, region }, parent))
                    }
                    None => continue,
                }
            }
            children.clear();
            rmlir_ir::walk::collect_children(ir, op, &mut children);
            stack.extend(children.iter().rev().map(|&c| (c, parent)));
        }
    }

    fn get_or_add_node(&mut self, op: OpRef, region: RegionRef, parent: Option<NodeId>) -> NodeId {
        if let Some(&n) = self.by_region.get(&region) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push(CallGraphNode {
            callable: Some((op, region)),
            edges: Vec::new(),
        });
        self.by_region.insert(region, n);
        match parent {
            Some(p) => self.nodes[p].add_edge(n, EdgeKind::Child),
            None => self.nodes[EXTERNAL_CALLER].add_edge(n, EdgeKind::Abstract),
        }
        n
    }

    /// The node of a callable region, if it has one.
    pub fn lookup(&self, region: RegionRef) -> Option<NodeId> {
        self.by_region.get(&region).copied()
    }

    /// The node of callable op `op`, if it has a callable region.
    pub fn lookup_op(&self, ctx: &Context, ir: &Ir, op: OpRef) -> Option<NodeId> {
        if !is_callable(ctx, ir, op) {
            return None;
        }
        let (body, region) = callable_region(ctx, ir, op)?;
        self.lookup(RegionRef { body, region })
    }

    /// Node `n`.
    pub fn node(&self, n: NodeId) -> &CallGraphNode {
        &self.nodes[n]
    }

    /// The callable nodes, in the order they were added.
    pub fn callable_nodes(&self) -> std::ops::Range<NodeId> {
        2..self.nodes.len()
    }

    /// The node `call` resolves to, or the unknown callee
    /// (`resolveCallable`).
    pub fn resolve_callable(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpRef,
        resolver: &mut SymbolResolver,
    ) -> NodeId {
        call_callee_symbol(ctx, ir, call)
            .and_then(|sym| resolver.lookup_nearest(ctx, ir, call, sym))
            .and_then(|callee| self.lookup_op(ctx, ir, callee))
            .unwrap_or(UNKNOWN_CALLEE)
    }

    /// The strongly connected components, callees before callers, in the
    /// order of LLVM's `scc_iterator` from the external caller (Tarjan's
    /// algorithm; nodes of a component in the order they leave its stack).
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        const DONE: u32 = u32::MAX;
        struct Frame {
            node: NodeId,
            next: usize,
            min: u32,
        }
        let mut number = vec![0u32; self.nodes.len()];
        let mut counter = 0u32;
        let mut scc_stack: Vec<NodeId> = Vec::new();
        let mut visit: Vec<Frame> = Vec::new();
        let mut out = Vec::new();
        let mut visit_one =
            |n: NodeId, visit: &mut Vec<Frame>, scc_stack: &mut Vec<NodeId>, number: &mut [u32]| {
                counter += 1;
                number[n] = counter;
                scc_stack.push(n);
                visit.push(Frame {
                    node: n,
                    next: 0,
                    min: counter,
                });
            };
        visit_one(EXTERNAL_CALLER, &mut visit, &mut scc_stack, &mut number);
        loop {
            while let Some(top) = visit.last_mut() {
                let edges = &self.nodes[top.node].edges;
                if top.next == edges.len() {
                    break;
                }
                let child = edges[top.next].target;
                top.next += 1;
                if number[child] == 0 {
                    visit_one(child, &mut visit, &mut scc_stack, &mut number);
                } else if top.min > number[child] {
                    top.min = number[child];
                }
            }
            let Some(f) = visit.pop() else {
                break;
            };
            if let Some(parent) = visit.last_mut() {
                parent.min = parent.min.min(f.min);
            }
            if f.min != number[f.node] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = scc_stack.pop() {
                number[n] = DONE;
                scc.push(n);
                if n == f.node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The name of the callable of each node of each component.
    fn scc_names(src: &str) -> Vec<Vec<String>> {
        let ctx = rmlir_dialects::context();
        let opts = rmlir_asm_parser::ParseOptions {
            filename: "in.mlir".into(),
            ..Default::default()
        };
        let ir = rmlir_asm_parser::parse_source(&ctx, src.as_bytes(), &opts)
            .unwrap()
            .ir;
        let top = ir.top().unwrap();
        let cg = CallGraph::new(&ctx, &ir, top, &mut SymbolResolver::new());
        cg.sccs()
            .into_iter()
            .map(|scc| {
                scc.into_iter()
                    .map(|n| match cg.node(n).callable {
                        Some((op, _)) => String::from_utf8_lossy(
                            rmlir_ir::symbols::symbol_name(&ctx, &ir, op).unwrap(),
                        )
                        .into_owned(),
                        None if n == EXTERNAL_CALLER => "<external>".into(),
                        None => "<unknown>".into(),
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn components_bottom_up_in_scc_iterator_order() {
        let src = "func.func @a() {\n  call @b() : () -> ()\n  return\n}\n\
                   func.func @b() {\n  call @a() : () -> ()\n  call @c() : () -> ()\n  return\n}\n\
                   func.func @c() {\n  return\n}\n\
                   func.func private @d()\n\
                   func.func @e() {\n  call @d() : () -> ()\n  return\n}\n";
        assert_eq!(
            scc_names(src),
            vec![
                vec!["c".to_string()],
                vec!["b".to_string(), "a".to_string()],
                vec!["<unknown>".to_string()],
                vec!["e".to_string()],
                vec!["<external>".to_string()],
            ]
        );
    }
}
