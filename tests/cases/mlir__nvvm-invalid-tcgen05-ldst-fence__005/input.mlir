
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<relaxed>}> : () -> ()
  llvm.return
}
