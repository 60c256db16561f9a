/** SweetAlert2 with its stylesheet: a chunk of its own, loaded by dialogs.ts on the first dialog. */
import Swal from 'sweetalert2';
import 'sweetalert2/dist/sweetalert2.min.css';

export default Swal;
