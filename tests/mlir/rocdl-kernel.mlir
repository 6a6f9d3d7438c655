// A HIP kernel at its last stage: LLVM dialect with rocdl ops.
module attributes {gpu.container_module} {
  gpu.module @kernels [#rocdl.target<O = 3, chip = "gfx942", abi = "500", flags = {unsafe_math}>] {
    llvm.func @kernel(%arg0: !llvm.ptr<1>, %a: f32, %b: f32, %c: vector<4xf32>, %i: i32) attributes {rocdl.kernel, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 256, 1, 1>} {
      %tx = rocdl.workitem.id.x : i32
      %ty = rocdl.workitem.id.y : i32
      %bx = rocdl.workgroup.id.x : i32
      %bdx = rocdl.workgroup.dim.x : i32
      %gdx = rocdl.grid.dim.x : i32
      %w = rocdl.wavefrontsize : i32
      %lane = rocdl.mbcnt.lo %i, %i : (i32, i32) -> i32
      rocdl.barrier
      rocdl.s.barrier
      rocdl.s.waitcnt 0
      rocdl.sched.barrier 0
      rocdl.s.setprio 1
      %perm = rocdl.ds_bpermute %i, %tx : (i32, i32) -> i32
      %sw = rocdl.ds_swizzle %i, %tx : (i32, i32) -> i32
      %rl = rocdl.readlane %a, %i : (f32, i32) -> f32
      %rfl = rocdl.readfirstlane %a : f32
      %p = llvm.icmp "eq" %tx, %i : i32
      %bal = rocdl.ballot %p : i32
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %m = rocdl.mfma.f32.4x4x1f32 %a, %b, %c, %c0, %c0, %c0 : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      llvm.return
    }
  }
}
