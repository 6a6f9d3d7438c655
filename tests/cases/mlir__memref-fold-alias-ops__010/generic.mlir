"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x?xf32, strided<[16, 1]>>, index, index, index) -> f32, sym_name = "fold_dynamic_subview_with_memref_load_expand_shape"}> ({
  ^bb0(%arg0: memref<16x?xf32, strided<[16, 1]>>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.expand_shape"(%arg0, %arg3) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, -9223372036854775808, 1>}> : (memref<16x?xf32, strided<[16, 1]>>, index) -> memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>
    %2 = "memref.load"(%1, %0, %arg1, %arg2, %0) <{nontemporal = true}> : (memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>, index, index, index, index) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

