
llvm.func @f() {
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<acquire>, fromProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
