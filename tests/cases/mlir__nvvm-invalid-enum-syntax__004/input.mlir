
llvm.func @f() {
  // expected-error@+2 {{expected valid keyword or string}}
  // expected-error@+1 {{failed to parse MemOrderKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemOrderKind`}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<1>}> : () -> ()
  llvm.return
}
