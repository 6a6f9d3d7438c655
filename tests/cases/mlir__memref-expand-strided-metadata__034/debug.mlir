#loc3 = loc("input.mlir":4:30)
"builtin.module"() ({
  "memref.global"() <{sym_name = "dynamicShmem", sym_visibility = "private", type = memref<0xf16, 3>}> : () -> () loc(#loc1)
  "func.func"() <{function_type = (f32) -> (memref<f16, 3>, index, index, index), sym_name = "zero_sized_memred"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":4:30)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "memref.get_global"() <{name = @dynamicShmem}> : () -> memref<0xf16, 3> loc(#loc5)
    %2:4 = "memref.extract_strided_metadata"(%1) : (memref<0xf16, 3>) -> (memref<f16, 3>, index, index, index) loc(#loc6)
    "func.return"(%2#0, %2#1, %2#2, %2#3) : (memref<f16, 3>, index, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:17)
#loc6 = loc("input.mlir":8:45)
#loc7 = loc("input.mlir":9:3)

