"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<5>, ptr<1>, ptr<4>, i1)>, linkage = #llvm.linkage<external>, sym_name = "prefetch", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<5>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<4>, %arg4: i1):
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg2) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr<1>) -> ()
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L1>, uniform}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg0) <{in_param_space, tensormap}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg3, %arg4) <{tensormap}> : (!llvm.ptr<4>, i1) -> ()
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> {foo} : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

