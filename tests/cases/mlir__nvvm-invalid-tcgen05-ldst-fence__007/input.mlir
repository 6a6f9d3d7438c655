
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only acquire and release semantics are supported}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<relaxed>}> : () -> ()
  llvm.return
}
