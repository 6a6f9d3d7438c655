// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f() {
  // expected-error @below {{tensormap proxy is not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  llvm.return
}
