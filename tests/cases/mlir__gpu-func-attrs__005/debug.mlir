"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 2, 3>}> ({
      "gpu.return"() : () -> () loc(#loc3)
    }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":2:17)
#loc3 = loc("input.mlir":2:85)

