
func.func @forall_lb(%lb: index, %ub: index) {
  scf.forall (%i) = (%lb) to (%ub) step (3) {
    "foo.use"(%i) : (index) -> ()
  }
  return
}

