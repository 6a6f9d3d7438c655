"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr<7>, ptr, ptr<1>, i32, i64, i1, i16)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<7>, %arg2: !llvm.ptr, %arg3: !llvm.ptr<1>, %arg4: i32, %arg5: i64, %arg6: i1, %arg7: i16):
    "nvvm.mbarrier.arrive"(%arg1) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<7>) -> ()
    "nvvm.mbarrier.arrive"(%arg0) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

