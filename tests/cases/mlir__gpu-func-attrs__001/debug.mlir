"builtin.module"() ({
^bb0:
}) {gpu.container_module = 1 : i64} : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)

