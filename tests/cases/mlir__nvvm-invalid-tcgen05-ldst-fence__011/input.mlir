
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async.shared>, toProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
