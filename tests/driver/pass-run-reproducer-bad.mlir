// ARGS: --run-reproducer
module {}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(foo)",
      verify_each: 1
    }
  }
#-}
