#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:29)
#loc4 = loc("input.mlir":2:38)
#loc5 = loc("input.mlir":2:57)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i32, vector<2xf16>, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr loc("input.mlir":2:14), %arg1: i32 loc("input.mlir":2:29), %arg2: vector<2xf16> loc("input.mlir":2:38), %arg3: f32 loc("input.mlir":2:57)):
    %0 = "nvvm.wmma.load"(%arg0, %arg1) <{eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}> : (!llvm.ptr, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> loc(#loc6)
    "llvm.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:3)

