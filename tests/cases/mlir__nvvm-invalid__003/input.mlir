
gpu.module @old_chip [#nvvm.target<chip = "sm_80">] {
  llvm.func @wgmma() {
    // expected-error @below {{'nvvm.wgmma.fence.aligned' op is not supported on sm_80}}
    nvvm.wgmma.fence.aligned
    llvm.return
  }
}

