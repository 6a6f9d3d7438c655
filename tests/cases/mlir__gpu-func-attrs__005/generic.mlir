"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 2, 3>}> ({
      "gpu.return"() : () -> ()
    }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()

