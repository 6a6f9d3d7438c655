
func.func @forall(%ub: index) {
  scf.forall (%i, %j) in (%ub, 8) {
    "foo.use"(%i, %j) : (index, index) -> ()
  }
  return
}

