
llvm.func @f() {
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
  llvm.return
}
