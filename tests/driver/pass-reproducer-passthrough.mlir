// ARGS: -strip-debuginfo
module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(symbol-dce)",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
