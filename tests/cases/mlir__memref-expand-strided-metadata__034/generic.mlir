"builtin.module"() ({
  "memref.global"() <{sym_name = "dynamicShmem", sym_visibility = "private", type = memref<0xf16, 3>}> : () -> ()
  "func.func"() <{function_type = (f32) -> (memref<f16, 3>, index, index, index), sym_name = "zero_sized_memred"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.get_global"() <{name = @dynamicShmem}> : () -> memref<0xf16, 3>
    %2:4 = "memref.extract_strided_metadata"(%1) : (memref<0xf16, 3>) -> (memref<f16, 3>, index, index, index)
    "func.return"(%2#0, %2#1, %2#2, %2#3) : (memref<f16, 3>, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

