"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "barriers"}> ({
    "gpu.barrier"() : () -> ()
    "gpu.barrier"() : () -> ()
    "gpu.barrier"() : () -> ()
    "test.x"() : () -> ()
    "gpu.barrier"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

