
llvm.func @f() {
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
  llvm.return
}
