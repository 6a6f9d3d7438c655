
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only async is supported for to_proxy attribute}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
