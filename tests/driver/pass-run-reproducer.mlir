// ARGS: --run-reproducer --dump-pass-pipeline --mlir-print-ir-before=strip-debuginfo
func.func @foo() {
  return
}

{-#
  external_resources: {
    mlir_reproducer: {
      verify_each: true,
      pipeline: "builtin.module(func.func(strip-debuginfo),symbol-privatize{exclude=foo})",
      disable_threading: true
    }
  }
#-}
