module {
  gpu.module @no_check [#nvvm.target<chip = "sm_80", verifyTarget = false>] {
    llvm.func @wgmma() {
      nvvm.wgmma.fence.aligned
      llvm.return
    }
  }
}

