// ARGS: --allow-unregistered-dialect --no-implicit-module -symbol-dce
"test.foo"() ({
  func.func private @f()
}) : () -> ()
