#loc2 = loc("input.mlir":3:31)
#loc3 = loc("input.mlir":3:58)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x1024xf32, 3>, index) -> memref<f32, strided<[], offset: ?>, 3>, sym_name = "subview_of_subview"}> ({
  ^bb0(%arg0: memref<4x1024xf32, 3> loc("input.mlir":3:31), %arg1: index loc("input.mlir":3:58)):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 3, -9223372036854775808>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x1024xf32, 3>, index) -> memref<1x2xf32, strided<[1024, 1], offset: ?>, 3> loc(#loc4)
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<1x2xf32, strided<[1024, 1], offset: ?>, 3>) -> memref<f32, strided<[], offset: ?>, 3> loc(#loc5)
    "func.return"(%1) : (memref<f32, strided<[], offset: ?>, 3>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":9:8)
#loc6 = loc("input.mlir":12:3)

