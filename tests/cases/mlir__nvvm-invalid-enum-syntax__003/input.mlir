
llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::MemOrderKind to be one of: weak, relaxed, acquire, release, acq_rel, sc, mmio, volatile}}
  // expected-error@+1 {{failed to parse MemOrderKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemOrderKind`}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<foo>}> : () -> ()
  llvm.return
}
