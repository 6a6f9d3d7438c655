"builtin.module"() ({
  "func.func"() <{function_type = (memref<9223372036854775807x4611686018427387904xf32>) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<9223372036854775807x4611686018427387904xf32>):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9223372036854775806, 4611686018427387903>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<9223372036854775807x4611686018427387904xf32>) -> memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
    %2 = "memref.load"(%1, %0, %0) : (memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>, index, index) -> f32
    %3 = "memref.expand_shape"(%arg0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 9223372036854775807, 2, 2305843009213693952>}> : (memref<9223372036854775807x4611686018427387904xf32>) -> memref<9223372036854775807x2x2305843009213693952xf32>
    %4:8 = "memref.extract_strided_metadata"(%3) : (memref<9223372036854775807x2x2305843009213693952xf32>) -> (memref<f32>, index, index, index, index, index, index, index)
    %5 = "memref.load"(%4#0) : (memref<f32>) -> f32
    %6 = "arith.addf"(%2, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

