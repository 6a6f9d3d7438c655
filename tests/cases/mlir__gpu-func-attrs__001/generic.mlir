"builtin.module"() ({
^bb0:
}) {gpu.container_module = 1 : i64} : () -> ()

