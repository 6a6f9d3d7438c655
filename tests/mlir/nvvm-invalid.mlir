// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{'nvvm.kernel' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {nvvm.kernel}

// -----

// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @bad_maxntid() attributes {nvvm.kernel, nvvm.maxntid = 5 : i32} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @bad_minctasm() attributes {nvvm.kernel, nvvm.minctasm = "2"} {
  llvm.return
}

// -----

gpu.module @old_chip [#nvvm.target<chip = "sm_80">] {
  llvm.func @wgmma() {
    // expected-error @below {{'nvvm.wgmma.fence.aligned' op is not supported on sm_80}}
    nvvm.wgmma.fence.aligned
    llvm.return
  }
}

// -----

gpu.module @no_check [#nvvm.target<chip = "sm_80", verifyTarget = false>] {
  llvm.func @wgmma() {
    nvvm.wgmma.fence.aligned
    llvm.return
  }
}

// -----

// expected-error @below {{The target chip cannot be empty.}}
gpu.module @empty_chip [#nvvm.target<chip = "">] {
}

// -----

llvm.func @cvt(%a : f32, %b : f32) -> i16 {
  // expected-error @below {{Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %r = nvvm.convert.f32x2.to.f8x2 %a, %b {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E4M3FN)
  llvm.return %r : i16
}

// -----

llvm.func @shfl(%m : i32, %v : i64) -> i64 {
  // expected-error @below {{operand #1 must be 32-bit signless integer or 32-bit float, but got 'i64'}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : i64 -> i64
  llvm.return %0 : i64
}

// -----

// expected-error @below {{The optimization level must be a number between 0 and 3.}}
gpu.module @bad_opt [#nvvm.target<chip = "sm_90", O = 5>] {
}

// -----

// expected-error @below {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func private @not_llvm_func() attributes {rocdl.kernel}
