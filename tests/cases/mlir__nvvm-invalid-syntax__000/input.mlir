// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @a [#nvvm.target<chip = "sm_90", chip = "sm_80">] {
}
