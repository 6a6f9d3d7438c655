"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<1>, ptr<3>, ptr<7>, i32, i16, i64, i1)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<7>, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1):
    "nvvm.cp.async.bulk.tensor.prefetch"(%arg0, %arg4, %arg4, %arg4, %arg4, %arg4, %arg5, %arg5) <{mode = #nvvm.tma_load_mode<im2col_w_128>, operandSegmentSizes = array<i32: 1, 5, 2, 0>}> : (!llvm.ptr, i32, i32, i32, i32, i32, i16, i16) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

