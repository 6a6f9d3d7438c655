"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<1>, ptr<3>, ptr<7>, i32, i16, i64, i1)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<7>, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1):
    "nvvm.cp.async.bulk.tensor.reduce"(%arg0, %arg2, %arg4, %arg4) <{mode = #nvvm.tma_store_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 0>, redKind = #nvvm.tma_redux_kind<add>}> : (!llvm.ptr, !llvm.ptr<3>, i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

