module {
  llvm.func @f() {
    nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
    llvm.return
  }
}

